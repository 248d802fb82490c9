import { parseErrorDescription } from '../schemas/password-login.schema';
import { isApiError } from './api-error';

/** What a failed password login means for the form (SPEC section 8, password login 400). */
export type LoginFailure =
  | { kind: 'message'; code: LoginErrorCode; count?: number }
  | { kind: 'dialog'; dialog: 'locked'; lockTime?: number }
  | { kind: 'dialog'; dialog: 'deviceId' }
  | { kind: 'other' };

export type LoginErrorCode =
  | 'usernameRequired'
  | 'passwordRequired'
  | 'captchaRequired'
  | 'keyUnavailable'
  | 'encryptFailed'
  | 'captchaUnavailable'
  | 'invalidPassword'
  | 'invalidCaptcha'
  | 'expired'
  | 'willLock'
  | 'disabled'
  | 'awaitingApproval'
  | 'serverError'
  | 'loginFailed';

/**
 * Answers after which the server has a failure on record for the name and so asks a captcha of it (SPEC
 * section 5). captcha-show is asked before the name is known, so after a reload only invalid_captcha tells.
 */
const CAPTCHA_FROM_NOW_ON: ReadonlySet<LoginErrorCode> = new Set([
  'invalidPassword',
  'willLock',
  'invalidCaptcha',
]);

export const bringsCaptcha = (code: LoginErrorCode): boolean => CAPTCHA_FROM_NOW_ON.has(code);

export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'other' };
  const detail = error.detail;
  if (detail.kind === 'http' && detail.status === 500) return { kind: 'message', code: 'serverError' };
  if (detail.kind === 'response' && detail.code === '500') return { kind: 'message', code: 'serverError' };
  if (detail.kind !== 'http' || detail.status !== 400) return { kind: 'other' };
  const { errorCase, count } = parseErrorDescription(detail.errorDescription ?? '');
  switch (errorCase) {
    case 'invalid_password':
      return { kind: 'message', code: 'invalidPassword' };
    case 'invalid_captcha':
      return { kind: 'message', code: 'invalidCaptcha' };
    case 'invalid_locked':
    case 'user_locked':
      return {
        kind: 'dialog',
        dialog: 'locked',
        ...(detail.lockTime === undefined ? {} : { lockTime: detail.lockTime }),
      };
    case 'expired':
      return { kind: 'message', code: 'expired' };
    case 'will_lock':
      return { kind: 'message', code: 'willLock', ...(count === null ? {} : { count }) };
    case 'disabled':
      return { kind: 'message', code: 'disabled' };
    case 'invalid_user_register_approve':
      return { kind: 'message', code: 'awaitingApproval' };
    case 'invalid_device_id':
      return { kind: 'dialog', dialog: 'deviceId' };
    default:
      return { kind: 'message', code: 'loginFailed' };
  }
}
