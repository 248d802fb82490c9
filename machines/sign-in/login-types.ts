/**
 * The login types this app implements, by adapter id (SPEC section 3): each is a machine that takes a
 * `LoginTypeInput` and ends with a `LoginTypeOutput` (machines/shared/login-type.ts). A new login type is one
 * line here and one in src/app/login-type-table.tsx; the sign-in machine runs whichever the tenant offers.
 *
 * The password login is the first screen's and comes with it. Every other type's code downloads when its tab
 * first shows: here it is a stand-in of its machine's type, which src/ provides with the code (the sign-in
 * machine prepares a type, src/ downloading its code, before it runs it).
 */
import { ADAPTERS } from '../../schemas/spec-constants';
import { EMBEDDED_KINDS, THIRD_PARTY_ADAPTERS } from '../../schemas/third-party-sources';
import { passwordLoginMachine } from '../password-login/password-login.machine';
import type { embeddedQrMachine } from '../embedded-qr/embedded-qr.machine';
import type { qrLoginMachine } from '../qr-login/qr-login.machine';
import type { smsLoginMachine } from '../sms-login/sms-login.machine';
import type { usbKeyLoginMachine } from '../usbkey-login/usbkey-login.machine';
import type { alilangLoginMachine } from '../alilang-login/alilang-login.machine';
import { deferredLogic } from '../shared/deferred-logic';

export const LOGIN_TYPES = {
  [ADAPTERS.password]: passwordLoginMachine,
  // A tenant's directory (LDAP) signs in as the password does; src/ sends its grant to the directory's call.
  [ADAPTERS.ldap]: passwordLoginMachine,
  [ADAPTERS.mobilePhoneToken]: deferredLogic<typeof smsLoginMachine>(ADAPTERS.mobilePhoneToken, () => null),
  [ADAPTERS.scanCode]: deferredLogic<typeof qrLoginMachine>(ADAPTERS.scanCode, () => null),
  [ADAPTERS.usbKey]: deferredLogic<typeof usbKeyLoginMachine>(ADAPTERS.usbKey, () => null),
  // Alilang's local UEM agent runs on the organisation's computers only; the demo offers it to PC_BROWSER.
  [ADAPTERS.alilang]: deferredLogic<typeof alilangLoginMachine>(ADAPTERS.alilang, () => null),
  // Sources whose provider's QR page the login card frames (schemas EMBEDDED_KINDS), on a desktop browser.
  [ADAPTERS.dingtalk]: deferredLogic<typeof embeddedQrMachine>(ADAPTERS.dingtalk, () => null),
  [ADAPTERS.wechat]: deferredLogic<typeof embeddedQrMachine>(ADAPTERS.wechat, () => null),
  [ADAPTERS.wechatEnterprise]: deferredLogic<typeof embeddedQrMachine>(ADAPTERS.wechatEnterprise, () => null),
} as const;

export type LoginTypeKey = keyof typeof LOGIN_TYPES;
export const LOGIN_TYPE_KEYS = Object.keys(LOGIN_TYPES) as LoginTypeKey[];

/** The embedded QR login types' keys: a phone's page offers none (login-type-choice.ts). */
export const EMBEDDED_QR_KEYS: readonly LoginTypeKey[] = EMBEDDED_KINDS.map(
  (kind) => THIRD_PARTY_ADAPTERS[kind],
);

export const isLoginTypeKey = (key: string): key is LoginTypeKey => key in LOGIN_TYPES;
