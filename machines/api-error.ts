/**
 * The one typed error every API call fails with, and the orchestrator's rule for what follows it
 * (SPEC section 8). Machines hold these codes; views translate them.
 */
export type ApiErrorDetail =
  | { kind: 'network' }
  | {
      kind: 'http';
      status: number;
      code?: string;
      message?: string;
      errorDescription?: string;
      /** Minutes a rest_token lock has left. */
      lockTime?: number;
    }
  | { kind: 'response'; code: string; message?: string; subCode?: string }
  | { kind: 'malformed'; endpoint: string; issues: string };

export class ApiError extends Error {
  constructor(
    readonly detail: ApiErrorDetail,
    readonly endpoint: string,
  ) {
    super(
      `${endpoint}: ${detail.kind}${'status' in detail ? ` ${detail.status}` : ''}${'code' in detail && detail.code ? ` ${detail.code}` : ''}`,
    );
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A message for the user: a catalogue key and, for codes the catalogue lacks, the server's own text. */
export type Notice = { key: string; tip?: string; text?: string; values?: Record<string, string | number> };

export type ErrorOutcome =
  | { type: 'relogin'; notice: Notice }
  | { type: 'navigate'; to: '/second/auth' | '/modifyPassword' | '/ipAccess' }
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

export function errorOutcome(error: unknown): ErrorOutcome {
  if (!isApiError(error)) return { type: 'notify', notice: { key: 'unexpected' } };
  const detail = error.detail;
  switch (detail.kind) {
    case 'network':
      return { type: 'notify', notice: { key: 'network' } };
    case 'malformed':
      return { type: 'notify', notice: { key: 'malformed', values: { endpoint: detail.endpoint } } };
    case 'http':
      if (detail.status === 401) return { type: 'relogin', notice: { key: 'http.401' } };
      if (detail.code === 'InvalidIPAccess') return { type: 'navigate', to: '/ipAccess' };
      return {
        type: 'notify',
        notice: (HTTP_STATUS_NOTICES as readonly number[]).includes(detail.status)
          ? { key: `http.${detail.status}` }
          : { key: 'http.other', values: { status: detail.status } },
      };
    case 'response':
      if (detail.code === '401') return { type: 'relogin', notice: { key: 'code.401' } };
      if (detail.code === '505') return { type: 'navigate', to: '/second/auth' };
      if (detail.code === '507') return { type: 'navigate', to: '/modifyPassword' };
      if (detail.code === 'InvalidIPAccess') return { type: 'navigate', to: '/ipAccess' };
      return { type: 'notify', notice: codeNotice(detail.code, detail.message, detail.subCode) };
  }
}

export const isErrorCode = (error: unknown, code: string): boolean =>
  isApiError(error) && 'code' in error.detail && error.detail.code === code;
