/**
 * The login types, on the browser's side: each one's machine wired to its effects, and its form. One line
 * per login type, beside its line in machines/sign-in/login-types.ts; the sign-in flow runs them. The password
 * login comes with the first screen; every other type's machine, form and texts download when its tab first
 * shows (the sign-in machine prepares a type before it runs it).
 */
import type { ReactNode } from 'react';
import type { AnyActorLogic } from 'xstate';
import { ADAPTERS } from '../../schemas/spec-constants';
import { startChain } from '../features/composite/start-chain';
import { PasswordForm } from '../features/password-login/password-form.view';
import { passwordLoginFlow } from '../features/password-login/password-login.flow';
import { Busy } from '../features/sign-in/login-card.view';
import type { LoginTypeCode, LoginTypePanel, LoginTypePanels } from '../shared/login-type-panel';
import { freshImport, retryingImport } from '../effects/chunk-retry';
import { withFlowCatalog } from '../i18n/flow-catalog';
import { deferredLogic } from '../../machines/shared/deferred-logic';
import type { ChainStarter, FlowDeps } from '../shared/flow-deps';
import { lazyView } from '../shared/lazy-view';

type View = { preload: () => Promise<void> };

/** A login type's machine module and its form's code, downloaded (tried again on a failed chunk). */
const fetchCode = <M,>(load: () => Promise<M>, view: View) =>
  // The module itself is what freshImport may import again under another URL.
  Promise.all([retryingImport(() => freshImport(load)), view.preload()]);

/** A lazy type's panel, with the download its tab wants ahead (the pointer on the tab). */
const withPreload = <P extends object>(
  panel: (props: P) => ReactNode,
  load: () => Promise<unknown>,
  view: View,
) => Object.assign(panel, { preload: () => fetchCode(load, view) });

const SmsLoginForm = lazyView(
  withFlowCatalog(['sms-login', 'phone-regions'], () => import('../features/sms-login/sms-login.view')),
);
const SMS_LOGIN = () => import('../features/sms-login/sms-login.flow');
const SmsLoginPanel: LoginTypePanel<typeof ADAPTERS.mobilePhoneToken> = withPreload(
  ({ flow }) => <SmsLoginForm flow={flow} fallback={<Busy />} />,
  SMS_LOGIN,
  SmsLoginForm,
);

const QrLoginView = lazyView(
  withFlowCatalog(['qr-login'], () => import('../features/qr-login/qr-login.view')),
);
const QR_LOGIN = () => import('../features/qr-login/qr-login.flow');
const QrLoginPanel: LoginTypePanel<typeof ADAPTERS.scanCode> = withPreload(
  ({ flow, shown }) => <QrLoginView flow={flow} shown={shown} fallback={<Busy />} />,
  QR_LOGIN,
  QrLoginView,
);

const UsbKeyLoginView = lazyView(
  withFlowCatalog(['usbkey-login'], () => import('../features/usbkey-login/usbkey-login.view')),
);
const USB_KEY_LOGIN = () => import('../features/usbkey-login/usbkey-login.flow');
const UsbKeyLoginPanel: LoginTypePanel<typeof ADAPTERS.usbKey> = withPreload(
  ({ flow }) => <UsbKeyLoginView flow={flow} fallback={<Busy />} />,
  USB_KEY_LOGIN,
  UsbKeyLoginView,
);

const AlilangLoginView = lazyView(
  withFlowCatalog(
    ['alilang-login', 'third-party-login'],
    () => import('../features/alilang-login/alilang-login.view'),
  ),
);
const ALILANG_LOGIN = () => import('../features/alilang-login/alilang-login.flow');
const AlilangLoginPanel: LoginTypePanel<typeof ADAPTERS.alilang> = withPreload(
  ({ flow }) => <AlilangLoginView flow={flow} fallback={<Busy />} />,
  ALILANG_LOGIN,
  AlilangLoginView,
);

const EmbeddedQrView = lazyView(
  withFlowCatalog(['third-party-login'], () => import('../features/third-party-login/embedded-qr.view')),
);
// DingTalk's, WeChat's and WeCom's tabs run the same machine: one panel serves the three.
const EMBEDDED_QR = () => import('../features/third-party-login/embedded-qr.flow');
const EmbeddedQrPanel: LoginTypePanel<typeof ADAPTERS.wechat> = withPreload(
  ({ flow, shown }) => <EmbeddedQrView flow={flow} shown={shown} fallback={<Busy />} />,
  EMBEDDED_QR,
  EmbeddedQrView,
);

/**
 * A login type whose machine downloads with its tab: a stand-in the sign-in machine can name now, and the
 * download that makes it real (tried again on a failed chunk, as every lazy flow is). Its form's code comes
 * in the same wait, so the form shows as its flow starts and what lies under it does not move then.
 */
function lazyLoginType<M, L extends AnyActorLogic>(
  key: string,
  load: () => Promise<M>,
  make: (module: M) => L,
  view: View,
) {
  let logic: L | null = null;
  return {
    logic: deferredLogic<L>(key, () => logic),
    prepare: async () => {
      const [module] = await fetchCode(load, view);
      logic ??= make(module);
    },
  };
}

export const loginTypeCode = (deps: FlowDeps): LoginTypeCode => {
  // The login page's password, LDAP and SMS logins may be a composite chain's first step.
  const chainStarter: ChainStarter = (body, signal) => startChain(deps.api, body, signal);
  const sms = lazyLoginType(
    ADAPTERS.mobilePhoneToken,
    SMS_LOGIN,
    (m) => m.smsLoginFlow(deps, chainStarter),
    SmsLoginForm,
  );
  const qr = lazyLoginType(ADAPTERS.scanCode, QR_LOGIN, (m) => m.qrLoginFlow(deps), QrLoginView);
  const usbKey = lazyLoginType(
    ADAPTERS.usbKey,
    USB_KEY_LOGIN,
    (m) => m.usbKeyLoginFlow(deps),
    UsbKeyLoginView,
  );
  const alilang = lazyLoginType(
    ADAPTERS.alilang,
    ALILANG_LOGIN,
    (m) => m.alilangLoginFlow(deps),
    AlilangLoginView,
  );
  const embeddedQr = lazyLoginType(
    ADAPTERS.wechat,
    EMBEDDED_QR,
    (m) => m.embeddedQrFlow(deps),
    EmbeddedQrView,
  );
  const ready = () => Promise.resolve();
  return {
    logics: {
      [ADAPTERS.password]: passwordLoginFlow(deps, { startChain: chainStarter }),
      [ADAPTERS.ldap]: passwordLoginFlow(deps, { directory: ADAPTERS.ldap, startChain: chainStarter }),
      [ADAPTERS.mobilePhoneToken]: sms.logic,
      [ADAPTERS.scanCode]: qr.logic,
      [ADAPTERS.usbKey]: usbKey.logic,
      [ADAPTERS.alilang]: alilang.logic,
      [ADAPTERS.dingtalk]: embeddedQr.logic,
      [ADAPTERS.wechat]: embeddedQr.logic,
      [ADAPTERS.wechatEnterprise]: embeddedQr.logic,
    },
    prepare: {
      [ADAPTERS.password]: ready,
      [ADAPTERS.ldap]: ready,
      [ADAPTERS.mobilePhoneToken]: sms.prepare,
      [ADAPTERS.scanCode]: qr.prepare,
      [ADAPTERS.usbKey]: usbKey.prepare,
      [ADAPTERS.alilang]: alilang.prepare,
      [ADAPTERS.dingtalk]: embeddedQr.prepare,
      [ADAPTERS.wechat]: embeddedQr.prepare,
      [ADAPTERS.wechatEnterprise]: embeddedQr.prepare,
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
  [ADAPTERS.alilang]: AlilangLoginPanel,
  [ADAPTERS.dingtalk]: EmbeddedQrPanel,
  [ADAPTERS.wechat]: EmbeddedQrPanel,
  [ADAPTERS.wechatEnterprise]: EmbeddedQrPanel,
};
