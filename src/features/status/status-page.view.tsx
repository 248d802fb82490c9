import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { RETRYABLE, STATUS_CODES, STATUS_TEXTS, STATUS_TITLES, type StatusKind } from './status-content';
import { restartAtLogin } from '../../effects/restart-app';
import classes from './status-page.module.css';
import { MantineScope } from '../../shared/mantine-scope';

/** A finished status page: what happened, in the active language, and the way back. */
export function StatusPageView({ kind }: { kind: StatusKind }) {
  const { i18n } = useLingui();
  const code = STATUS_CODES[kind];
  return (
    <MantineScope>
      <main className={classes.page}>
        <Stack align="center" gap="md" maw={480}>
          {code && (
            <Text className={classes.code} aria-hidden>
              {code}
            </Text>
          )}
          <Title order={1} size="h2">
            {i18n._(STATUS_TITLES[kind])}
          </Title>
          <Text c="dimmed" ta="center">
            {i18n._(STATUS_TEXTS[kind])}
          </Text>
          <Group>
            <Button component={Link} to="/login">
              <Trans>返回登录</Trans>
            </Button>
            {RETRYABLE.includes(kind) && (
              <Button variant="default" onClick={() => void restartAtLogin()}>
                <Trans>重试</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </main>
    </MantineScope>
  );
}
