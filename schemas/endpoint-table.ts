/**
 * Every call of SPEC section 7 the login page makes, in one table: method, path, public or session, and the
 * schemas of its query or body and of its answer. The browser's `request()` builds its URL from here and the
 * reference server mounts its handlers from here, so a path is written once and neither side can drift.
 *
 * The table is made of groups. The browser imports a flow's group, not this table: the first download then
 * carries only the first screen's calls (core.endpoints.ts), and a flow downloaded later brings its own.
 */
import { ALILANG_LOGIN_ENDPOINTS } from './alilang-login.endpoints';
import { APPLICATION_CODE_ENDPOINTS } from './application-two-factor.endpoints';
import { COMPOSITE_ENDPOINTS } from './composite.endpoints';
import { CORE_ENDPOINTS } from './core.endpoints';
import { RESET_PASSWORD_ENDPOINTS } from './reset-password.endpoints';
import { GLOBAL_LOGIN_ENDPOINTS } from './global-login.endpoints';
import { LICENSE_ENDPOINTS } from './license.endpoints';
import { MODIFY_PASSWORD_ENDPOINTS } from './modify-password.endpoints';
import { PLUGIN_LOGIN_ENDPOINTS } from './plugin-login.endpoints';
import { APPROVAL_ENDPOINTS, REGISTER_ENDPOINTS } from './register.endpoints';
import { SECOND_FACTOR_ENDPOINTS } from './second-factor.endpoints';
import { SESSION_ENDPOINTS } from './session.endpoints';
import { QR_LOGIN_ENDPOINTS } from './qr-login.endpoints';
import { SMS_LOGIN_ENDPOINTS } from './sms-login.endpoints';
import { THIRD_PARTY_LOGIN_ENDPOINTS } from './third-party-login.endpoints';
import { USBKEY_LOGIN_ENDPOINTS } from './usbkey-login.endpoints';

export {
  ALILANG_LOGIN_ENDPOINTS,
  APPLICATION_CODE_ENDPOINTS,
  COMPOSITE_ENDPOINTS,
  CORE_ENDPOINTS,
  RESET_PASSWORD_ENDPOINTS,
  GLOBAL_LOGIN_ENDPOINTS,
  MODIFY_PASSWORD_ENDPOINTS,
  PLUGIN_LOGIN_ENDPOINTS,
  QR_LOGIN_ENDPOINTS,
  REGISTER_ENDPOINTS,
  SECOND_FACTOR_ENDPOINTS,
  SESSION_ENDPOINTS,
  SMS_LOGIN_ENDPOINTS,
  THIRD_PARTY_LOGIN_ENDPOINTS,
  USBKEY_LOGIN_ENDPOINTS,
};

export const ENDPOINTS = {
  ...CORE_ENDPOINTS,
  ...GLOBAL_LOGIN_ENDPOINTS,
  ...MODIFY_PASSWORD_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...SECOND_FACTOR_ENDPOINTS,
  ...APPLICATION_CODE_ENDPOINTS,
  ...REGISTER_ENDPOINTS,
  ...RESET_PASSWORD_ENDPOINTS,
  ...SMS_LOGIN_ENDPOINTS,
  ...QR_LOGIN_ENDPOINTS,
  ...USBKEY_LOGIN_ENDPOINTS,
  ...ALILANG_LOGIN_ENDPOINTS,
  ...THIRD_PARTY_LOGIN_ENDPOINTS,
  ...PLUGIN_LOGIN_ENDPOINTS,
  ...COMPOSITE_ENDPOINTS,
} as const;

/** Calls an administrator's tool makes with an application token, not the page (schemas/register.endpoints.ts). */
export const APPLICATION_ENDPOINTS = { ...APPROVAL_ENDPOINTS } as const;

/** Calls the administrator console's pages make with an administrator's session, not the login page. */
export const CONSOLE_ENDPOINTS = { ...LICENSE_ENDPOINTS } as const;

/** Every call of the contract, the page's, the console's and the applications': the OpenAPI document and the server's mounts. */
export const CONTRACT_ENDPOINTS = { ...ENDPOINTS, ...CONSOLE_ENDPOINTS, ...APPLICATION_ENDPOINTS } as const;

export type EndpointName = keyof typeof ENDPOINTS;
