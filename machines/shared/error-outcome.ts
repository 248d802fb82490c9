/**
 * What an API error means for the whole app (SPEC section 8), decided in one place: 401 signs the user in
 * again, 505 asks for the second factor, 507 forces the password change, InvalidIPAccess shows the IP page,
 * an account locked by risk control (Forbidden) is told so in a dialog and signs in again,
 * anything else is a notice (a special tip, then the general message, or the server's own text).
 */
import { apiFailureOf } from '../../schemas/api-failure';
import { LICENSE_CODES, LICENSE_REFUSALS } from '../../schemas/license-refusals';
import { SESSION_REFUSALS } from '../../schemas/session-refusals';
import type { Notice } from './notice';

export type ErrorOutcome =
  | { type: 'relogin'; notice: Notice }
  | { type: 'secondFactor' }
  | { type: 'passwordChange' }
  | { type: 'ipAccess' }
  | { type: 'notify'; notice: Notice };

/** HTTP statuses with a message of their own (SPEC section 8). */
export const HTTP_STATUS_NOTICES = [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505] as const;

/** Response codes mapped to a general catalogue message (SPEC section 8). */
export const MAPPED_CODES = [
  'BadRequest',
  'Unauthorized',
  'ResourceNotFound',
  'Forbidden',
  'InvalidUserLicense',
  'UnsupportedMediaType',
  'EntityNotFound',
  'UnknownInstanceID',
  'ExpiredInstance',
  'Permission',
  'OperationDenied',
  'InvalidParameter',
  'InternalError',
  '400',
] as const;

function codeNotice(code: string, message: string | undefined, subCode: string | undefined): Notice {
  const known = (MAPPED_CODES as readonly string[]).includes(code);
  // A special tip is named by the sub-code, or by the server message when it is itself a tip key.
  const tip = subCode ?? (message && /^[A-Za-z]+(\.[A-Za-z]+)+$/.test(message) ? message : undefined);
  if (known) return { key: `code.${code}`, ...(tip ? { tip } : {}) };
  return { key: 'code.raw', text: message || code };
}

/** A call the network did not carry: its toast goes once the server answers again (`api.answered`). */
export const NETWORK_FAILED: Notice = { key: 'network' };

export function errorOutcome(error: unknown): ErrorOutcome {
  const failure = apiFailureOf(error);
  if (!failure) return { type: 'notify', notice: { key: 'unexpected' } };
  switch (failure.kind) {
    case 'network':
      return { type: 'notify', notice: NETWORK_FAILED };
    case 'malformed':
      return { type: 'notify', notice: { key: 'malformed', values: { endpoint: failure.endpoint } } };
    case 'http':
      if (failure.status === 401) return { type: 'relogin', notice: { key: 'http.401' } };
      if (failure.code === 'InvalidIPAccess') return { type: 'ipAccess' };
      return {
        type: 'notify',
        notice: (HTTP_STATUS_NOTICES as readonly number[]).includes(failure.status)
          ? { key: `http.${failure.status}` }
          : { key: 'http.other', values: { status: failure.status } },
      };
    case 'response':
      if (failure.code === '401') return { type: 'relogin', notice: { key: 'code.401' } };
      if (failure.code === '505') return { type: 'secondFactor' };
      if (failure.code === '507') return { type: 'passwordChange' };
      if (failure.code === 'InvalidIPAccess') return { type: 'ipAccess' };
      // Risk control locked the account mid-login (UEBA): a dialog, and the login starts again.
      if (failure.code === 'Forbidden' && failure.message === SESSION_REFUSALS.riskLocked)
        return { type: 'relogin', notice: { key: 'riskLocked', dialog: true } };
      // An expired license has stopped the service for all but administrators (SPEC 4): told, and back.
      if (failure.code === 'Forbidden' && failure.message === LICENSE_REFUSALS.serviceStopped)
        return { type: 'relogin', notice: { key: 'license.serviceStopped', dialog: true } };
      // SPEC 8's user-quota dialog: no user may be added (a registration, an account made at first login).
      if (failure.code === LICENSE_CODES.overQuota)
        return { type: 'notify', notice: { key: `code.${failure.code}`, dialog: true } };
      return { type: 'notify', notice: codeNotice(failure.code, failure.message, failure.subCode) };
  }
}
