import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { restartAtLogin } from '../effects/restart-app';

/**
 * What a page that failed to render or to download shows instead of a blank screen. It is in the first
 * chunk on purpose: a failed chunk download must not need another chunk to say so.
 */
export function RouteErrorView() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} role="alert">
        <Title order={1} size="h2">
          <Trans>页面出错了</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>页面加载或显示时出现问题，请检查网络后重试。</Trans>
        </Text>
        <Button onClick={restartAtLogin}>
          <Trans>重试</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
