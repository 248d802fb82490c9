/**
 * The login types, on the browser's side: each one's machine wired to its effects, and its form. One line
 * per login type, beside its line in machines/sign-in/login-types.ts; the sign-in flow runs them. The password
 * login comes with the first screen; every other type's machine, form and texts download when its tab first
 * shows (the sign-in machine prepares a type before it runs it).
 */
import { ADAPTERS } from '../../schemas/spec-constants';
import { PasswordForm } from '../features/password-login/password-form.view';
import { passwordLoginFlow } from '../features/password-login/password-login.flow';
import { Busy } from '../features/sign-in/login-card.view';
import type { LoginTypePanel, LoginTypePanels } from '../features/sign-in/login-type-panel';
import type { LoginTypeCode } from '../features/sign-in/sign-in.flow';
import { freshImport, retryingImport } from '../effects/chunk-retry';
import { withFlowCatalog } from '../i18n/flow-catalog';
import { deferredLogic } from '../../machines/app/deferred-logic';
import type { qrLoginFlow } from '../features/qr-login/qr-login.flow';
import type { smsLoginFlow } from '../features/sms-login/sms-login.flow';
import type { usbKeyLoginFlow } from '../features/usbkey-login/usbkey-login.flow';
import type { FlowDeps } from '../shared/flow-deps';
import { lazyView } from '../shared/lazy-view';

const SmsLoginForm = lazyView(
  withFlowCatalog(['sms-login', 'phone-regions'], () => import('../features/sms-login/sms-login.view')),
);
const SmsLoginPanel: LoginTypePanel<typeof ADAPTERS.mobilePhoneToken> = ({ flow }) => (
  <SmsLoginForm flow={flow} fallback={<Busy />} />
);

const QrLoginView = lazyView(
  withFlowCatalog(['qr-login'], () => import('../features/qr-login/qr-login.view')),
);
const QrLoginPanel: LoginTypePanel<typeof ADAPTERS.scanCode> = ({ flow, shown }) => (
  <QrLoginView flow={flow} shown={shown} fallback={<Busy />} />
);

const UsbKeyLoginView = lazyView(
  withFlowCatalog(['usbkey-login'], () => import('../features/usbkey-login/usbkey-login.view')),
);
const UsbKeyLoginPanel: LoginTypePanel<typeof ADAPTERS.usbKey> = ({ flow }) => (
  <UsbKeyLoginView flow={flow} fallback={<Busy />} />
);

export const loginTypeCode = (deps: FlowDeps): LoginTypeCode => {
  let sms: ReturnType<typeof smsLoginFlow> | null = null;
  let qr: ReturnType<typeof qrLoginFlow> | null = null;
  let usbKey: ReturnType<typeof usbKeyLoginFlow> | null = null;
  return {
    logics: {
      [ADAPTERS.password]: passwordLoginFlow(deps),
      [ADAPTERS.ldap]: passwordLoginFlow(deps, ADAPTERS.ldap),
      [ADAPTERS.mobilePhoneToken]: deferredLogic(ADAPTERS.mobilePhoneToken, () => sms),
      [ADAPTERS.scanCode]: deferredLogic(ADAPTERS.scanCode, () => qr),
      [ADAPTERS.usbKey]: deferredLogic(ADAPTERS.usbKey, () => usbKey),
    },
    prepare: {
      [ADAPTERS.password]: () => Promise.resolve(),
      [ADAPTERS.ldap]: () => Promise.resolve(),
      [ADAPTERS.mobilePhoneToken]: async () => {
        sms ??= (
          await retryingImport(() => freshImport(() => import('../features/sms-login/sms-login.flow')))
        ).smsLoginFlow(deps);
      },
      [ADAPTERS.scanCode]: async () => {
        qr ??= (
          await retryingImport(() => freshImport(() => import('../features/qr-login/qr-login.flow')))
        ).qrLoginFlow(deps);
      },
      [ADAPTERS.usbKey]: async () => {
        usbKey ??= (
          await retryingImport(() => freshImport(() => import('../features/usbkey-login/usbkey-login.flow')))
        ).usbKeyLoginFlow(deps);
      },
    },
  };
};

export const LOGIN_TYPE_PANELS: LoginTypePanels = {
  [ADAPTERS.password]: PasswordForm,
  // The directory's form is the password's (it comes with the first screen), sent to the directory's grant.
  [ADAPTERS.ldap]: ({ flow }) => <PasswordForm flow={flow} directory />,
  [ADAPTERS.mobilePhoneToken]: SmsLoginPanel,
  [ADAPTERS.scanCode]: QrLoginPanel,
  [ADAPTERS.usbKey]: UsbKeyLoginPanel,
};
