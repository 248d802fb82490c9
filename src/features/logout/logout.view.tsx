import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { logoutMachine } from '../../../machines/logout/logout.machine';
import { useFlowActor } from '../../shared/app-actor';
import { MantineScope } from '../../shared/mantine-scope';

type Flow = ActorRefFrom<typeof logoutMachine>;

/** `/logout`: a progress notice while the session ends, or why the browser was not sent on. */
export function LogoutView() {
  const flow = useFlowActor('logout');
  return (
    <MantineScope>
      <Center mih="100vh" p="md">
        {flow ? <LogoutPanel flow={flow} /> : <LoggingOut />}
      </Center>
    </MantineScope>
  );
}

export function LogoutPanel({ flow }: { flow: Flow }) {
  const refused = useSelector(flow, (s) => s.matches('refused'));
  if (!refused) return <LoggingOut />;
  return (
    <Paper shadow="md" radius="md" p="xl" withBorder maw={440} w="100%">
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>您已退出登录</Trans>
        </Title>
        <Alert color="red" role="alert" title={<Trans>已阻止跳转</Trans>}>
          <Trans>退出后要跳转的地址不在允许的范围内，为了您的安全，没有打开它。</Trans>
        </Alert>
        <Button onClick={() => flow.send({ type: 'logout.backToLogin' })}>
          <Trans>返回登录</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

function LoggingOut() {
  const { t } = useLingui();
  return (
    <Stack align="center" gap="sm">
      <Loader aria-label={t`正在退出登录`} role="status" />
      <Text c="dimmed">
        <Trans>正在退出登录…</Trans>
      </Text>
    </Stack>
  );
}
