import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { licenseMachine } from '../../../machines/license/license.machine';
import type { LicenseState } from '../../../schemas/license-state.schema';
import { LoginDialog } from '../login-dialog.view';
import { licenseEndText } from './license.messages';

type Check = ActorRefFrom<typeof licenseMachine>;

/** The end of the license (licenseEndText), on a line of its own under the message. */
function EndDate({ license }: { license: LicenseState }) {
  const { i18n } = useLingui();
  // The moment the dialog opened: how far off the end is stays as it was first read.
  const [now] = useState(Date.now);
  if (!license.expiresAt) return null;
  return (
    <>
      <br />
      <span>{licenseEndText(i18n, new Date(license.expiresAt), now)}</span>
    </>
  );
}

/**
 * The license dialogs of SPEC section 8 that an administrator sees after signing in (machines/license): the
 * expired license (trial or not), whose only way on is the license settings; the warning of one ending soon;
 * the user quota. Each offers the license settings (更新许可证).
 */
export default function LicenseDialogs({ check }: { check: Check }) {
  const { t } = useLingui();
  const state = useSelector(check, (s) => s.value);
  const license = useSelector(check, (s) => s.context.license);
  const close = () => check.send({ type: 'dialog.close' });
  const update = { label: t`更新许可证`, onClick: () => check.send({ type: 'license.update' }) };
  const trial = license.trial;
  return (
    <>
      <LoginDialog
        opened={state === 'expired'}
        title={trial ? t`试用许可证已过期` : t`许可证已过期`}
        onClose={close}
        action={update}
        dismissable={false}
      >
        {trial ? (
          <Trans>试用许可证已过期，系统已停止服务，请更新许可证。</Trans>
        ) : (
          <Trans>许可证已过期，系统已停止服务，请更新许可证。</Trans>
        )}
        <EndDate license={license} />
      </LoginDialog>
      <LoginDialog
        opened={state === 'expiring'}
        title={trial ? t`试用许可证即将过期` : t`许可证即将过期`}
        onClose={close}
        action={update}
      >
        {trial ? (
          <Trans>试用许可证即将过期，请及时更新许可证。</Trans>
        ) : (
          <Trans>许可证即将过期，请及时更新许可证。</Trans>
        )}
        <EndDate license={license} />
      </LoginDialog>
      <LoginDialog opened={state === 'quota'} title={t`用户数超出许可证限额`} onClose={close} action={update}>
        <Trans>用户数已超出许可证限额，无法添加更多用户。</Trans>
      </LoginDialog>
    </>
  );
}
