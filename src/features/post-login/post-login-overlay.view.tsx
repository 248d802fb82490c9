import '@mantine/core/styles/Overlay.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { postLoginMachine } from '../../../machines/post-login/post-login.machine';
import { useAppSelector, useFlowActor } from '../../shared/app-actor';
import { LoginDialog } from '../../shared/login-dialog.view';
import { applicationRefusalText } from './application-refusal.messages';
import { MantineScope } from '../../shared/mantine-scope';
import { lazyView } from '../../shared/lazy-view';
import { withFlowCatalog } from '../../i18n/flow-catalog';

// An administrator's license dialogs, with their texts, only when a license check runs.
const LicenseDialogs = lazyView(
  withFlowCatalog('license', () => import('../../shared/license/license-dialogs.view')),
);

type Flow = ActorRefFrom<typeof postLoginMachine>;

/**
 * While the session is set up after the token, over whatever page got it: a busy overlay, and the dialogs
 * that stop the way on.
 */
export default function PostLoginOverlay() {
  const flow = useFlowActor('postLogin');
  // The flow's code may still be arriving: the overlay shows from the token on, not from the flow's start.
  const loading = useAppSelector(
    (s) => s.context.activity.kind === 'flow' && s.context.activity.flow === 'postLogin',
  );
  if (!flow && !loading) return null;
  return (
    <MantineScope>{flow ? <PostLoginState flow={flow} /> : <BusyOverlay passed={false} />}</MantineScope>
  );
}

function BusyOverlay({ passed }: { passed: boolean }) {
  return (
    // The page's own body colour veils it in either scheme; the words sit on a card, not on the blurred page.
    <Overlay fixed center blur={2} backgroundOpacity={0.3} color="var(--mantine-color-body)">
      <Paper shadow="md" radius="md" p="lg" withBorder>
        <Stack align="center" gap="xs" role="status">
          <Loader />
          <Text>{passed ? <Trans>认证成功，正在返回应用…</Trans> : <Trans>正在登录…</Trans>}</Text>
        </Stack>
      </Paper>
    </Overlay>
  );
}

function PostLoginState({ flow }: { flow: Flow }) {
  const { i18n, t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const passed = useSelector(flow, (s) => s.matches('applicationPassed'));
  const refusal = useSelector(flow, (s) => s.context.refusal);
  const state = useSelector(flow, (s) =>
    s.matches('lockedUser')
      ? 'lockedUser'
      : s.matches('rejectedTarget')
        ? 'rejectedTarget'
        : s.matches('applicationRefused')
          ? 'applicationRefused'
          : null,
  );
  const licenseCheck = useSelector(flow, (s) => s.children.licenseCheck);
  const close = () => flow.send({ type: 'dialog.close' });
  return (
    <>
      {busy && <BusyOverlay passed={passed} />}
      {licenseCheck && <LicenseDialogs check={licenseCheck} />}
      <LoginDialog opened={state === 'lockedUser'} title={t`账户已锁定`} onClose={close}>
        <Trans>账户存在安全风险，已被锁定，请联系管理员。</Trans>
      </LoginDialog>
      <LoginDialog opened={state === 'rejectedTarget'} title={t`跳转已阻止`} onClose={close}>
        <Trans>应用的跳转地址不在允许的范围内，已阻止跳转。请联系管理员。</Trans>
      </LoginDialog>
      <LoginDialog opened={state === 'applicationRefused'} title={t`应用二次认证未通过`} onClose={close}>
        {applicationRefusalText(i18n, refusal)}
      </LoginDialog>
    </>
  );
}
