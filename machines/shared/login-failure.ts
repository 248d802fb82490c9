/**
 * What a failed password login means for the form (SPEC section 8, password login 400); a directory's login
 * (adapter/inside/password) answers the same way, with three cases of its own.
 */
import { apiFailureOf, failureCode } from '../../schemas/api-failure';
import { parseErrorDescription } from '../../schemas/password-login.schema';
import { CAPTCHA_AFTER } from '../../schemas/rules/captcha.rule';
import { GRANT_ERROR_CASES, type GrantRefusal } from './grant';

export type LoginFailure =
  | { kind: 'message'; code: LoginErrorCode; count?: number; bringsCaptcha: boolean }
  | { kind: 'dialog'; dialog: LockDialog; lockTime?: number }
  | { kind: 'dialog'; dialog: 'deviceId' }
  | { kind: 'other' };

/** The lock dialogs: the account's (user_locked), or the client address's wait (invalid_locked). */
export type LockDialog = 'locked' | 'addressLocked';

export type LoginErrorCode =
  | 'usernameRequired'
  | 'passwordRequired'
  | 'captchaRequired'
  | 'keyUnavailable'
  | 'encryptFailed'
  | 'captchaUnavailable'
  | 'captchaTooMany'
  | 'invalidPassword'
  | 'invalidCaptcha'
  | 'expired'
  | 'willLock'
  | 'disabled'
  | 'awaitingApproval'
  | 'unknownUser'
  | 'directoryUnavailable'
  | 'directoryConflict'
  | 'serverError'
  | GrantRefusal
  | 'loginFailed';

/** The form's fields, in the form's order. */
export type LoginField = 'username' | 'password' | 'captcha';

/** The message of a field left empty. */
export const REQUIRED_CODES = {
  username: 'usernameRequired',
  password: 'passwordRequired',
  captcha: 'captchaRequired',
} as const satisfies Record<LoginField, LoginErrorCode>;

const MESSAGE_CODES = {
  invalid_password: 'invalidPassword',
  invalid_captcha: 'invalidCaptcha',
  expired: 'expired',
  will_lock: 'willLock',
  disabled: 'disabled',
  invalid_user_register_approve: 'awaitingApproval',
  user_not_found: 'unknownUser',
  directory_unavailable: 'directoryUnavailable',
  user_conflict: 'directoryConflict',
  // The grant's route's own (SPEC 8 bind errors): shown at the form, as every refusal of this grant.
  ...GRANT_ERROR_CASES,
} as const satisfies Partial<Record<string, LoginErrorCode>>;

const isMessageCase = (errorCase: string): errorCase is keyof typeof MESSAGE_CODES =>
  errorCase in MESSAGE_CODES;

export function loginFailure(error: unknown): LoginFailure {
  const failure = apiFailureOf(error);
  if (!failure) return { kind: 'other' };
  const serverError = { kind: 'message', code: 'serverError', bringsCaptcha: false } as const;
  if (failure.kind === 'http' && failure.status === 500) return serverError;
  if (failure.kind === 'response' && failure.code === '500') return serverError;
  if (failure.kind !== 'http' || failure.status !== 400) return { kind: 'other' };
  const { errorCase, count } = parseErrorDescription(failure.errorDescription ?? '');
  if (errorCase === 'invalid_locked' || errorCase === 'user_locked')
    return {
      kind: 'dialog',
      dialog: errorCase === 'user_locked' ? 'locked' : 'addressLocked',
      ...(failure.lockTime === undefined ? {} : { lockTime: failure.lockTime }),
    };
  if (errorCase === 'invalid_device_id') return { kind: 'dialog', dialog: 'deviceId' };
  if (errorCase && isMessageCase(errorCase))
    return {
      kind: 'message',
      code: MESSAGE_CODES[errorCase],
      // The server now holds a failure against the name: the next try needs the captcha (SPEC section 5).
      bringsCaptcha: CAPTCHA_AFTER.has(errorCase),
      ...(errorCase === 'will_lock' && count !== null ? { count } : {}),
    };
  return { kind: 'message', code: 'loginFailed', bringsCaptcha: false };
}

/** Why no captcha could be drawn: this address drew too many (the server's cap), or any other failure. */
export const captchaFailure = (error: unknown): LoginErrorCode =>
  failureCode(error) === 'TooManyRequests' ? 'captchaTooMany' : 'captchaUnavailable';

/** The messages a captcha that now shows takes away. */
export const CAPTCHA_FAILURES: ReadonlySet<LoginErrorCode> = new Set([
  'captchaUnavailable',
  'captchaTooMany',
]);
