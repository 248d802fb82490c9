import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { ADAPTERS } from './spec-constants';

/**
 * The QR scan login (issue 12): a code lives 2 minutes, then the page offers a fresh one; the page asks for its
 * state every 2 s, backing off to at most 30 s while the server does not answer. Kept here, not with the spec's
 * constants, so they download with the QR tab instead of with the first screen.
 */
export const QR_LOGIN_CODE_SECONDS = 120;
export const QR_LOGIN_POLL_MS = 2000;
export const QR_LOGIN_POLL_MAX_MS = 30_000;
/** The reference server's phone page that a QR code opens: `?code=…` names the login it confirms. */
export const QR_CONFIRM_PATH = '/frontend/mobile/confirm';

/** The QR scan login's adapter (SPEC section 3, adapter entry). */
export const QR_LOGIN_ADAPTER = ADAPTERS.scanCode;

/** A QR login code: 32 random bytes, base64url. What the QR carries and every call names. */
export const QrLoginCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

const enterpriseId = z.optional(z.string().check(z.maxLength(64)));
const optionalText = z.optional(z.nullable(z.string().check(z.maxLength(128))));

/** The code a call of `one_time_login/…/{code}` names, as its path carries it. */
export const QrCodeParams = z.object({ code: QrLoginCode });
export type QrCodeParams = z.infer<typeof QrCodeParams>;

/**
 * Query of GET one_time_login/init_code (adapter/inside/mobile/qr_code on a phone): the tenant and, when the
 * tenant's QR codes cost a captcha, the picture's code (`key`) and the answer typed (`captcha`).
 */
export const QrInitQuery = z.object({
  _enterprise_id: enterpriseId,
  key: optionalText,
  captcha: optionalText,
});
export type QrInitQuery = z.infer<typeof QrInitQuery>;

/**
 * GET one_time_login/init_code's answer: a new code and the seconds it lives, bound to this browser by a
 * cookie; or, for a tenant whose QR codes cost a captcha and a call without its answer, `captcha`: draw one
 * (one_time_login/captcha) and ask again with the answer.
 */
export const QrInit = z.discriminatedUnion('state', [
  z.object({ state: z.literal('issued'), code: QrLoginCode, expiresIn: z.int().check(z.positive()) }),
  z.object({ state: z.literal('captcha') }),
]);
export type QrInit = z.infer<typeof QrInit>;
export const QrInitResponse = envelope(QrInit);

/** Query of GET one_time_login/captcha (SPEC 7: _enterprise_id, timestamp); it answers a picture captcha. */
export const QrCaptchaQuery = z.object({
  _enterprise_id: enterpriseId,
  timestamp: z.optional(z.string().check(z.maxLength(20))),
});
export type QrCaptchaQuery = z.infer<typeof QrCaptchaQuery>;

/**
 * Where a QR login stands: waiting for a phone, scanned (the phone shows Confirm and Reject), confirmed (the
 * browser may take its token), rejected on the phone, or expired (also: used, or not this browser's).
 */
export const QR_LOGIN_STATUSES = ['pending', 'scanned', 'confirmed', 'rejected', 'expired'] as const;
export const QrLoginStatus = z.object({ status: z.enum(QR_LOGIN_STATUSES) });
export type QrLoginStatus = z.infer<typeof QrLoginStatus>;
export const QrLoginStatusResponse = envelope(QrLoginStatus);

/** Query of GET one_time_login/obtain_confirm_status/{code}: the tenant. */
export const QrTenantQuery = z.object({ _enterprise_id: enterpriseId });
export type QrTenantQuery = z.infer<typeof QrTenantQuery>;

/** Body of POST one_time_login/success/{code} (SPEC 7: code, client_id). */
export const QrSuccessRequest = z.object({
  code: QrLoginCode,
  client_id: z.string().check(z.minLength(1), z.maxLength(128)),
  _enterprise_id: enterpriseId,
});
export type QrSuccessRequest = z.infer<typeof QrSuccessRequest>;

/** success/{code}'s answer (SPEC 7: reads accessToken): the session of the account that confirmed. */
export const QrLoggedIn = z.object({ accessToken: z.string().check(z.minLength(1)) });
export type QrLoggedIn = z.infer<typeof QrLoggedIn>;
export const QrLoggedInResponse = envelope(QrLoggedIn);

/**
 * GET one_time_login/show/{code}: what the phone that scanned the code shows before Confirm or Reject: which
 * browser asked (`browser`, `os`, as its User-Agent names them), from which address, when, for which tenant.
 * Reading it marks the code scanned.
 */
export const QrLoginRequestInfo = z.object({
  status: z.enum(QR_LOGIN_STATUSES),
  browser: z.string().check(z.maxLength(64)),
  os: z.string().check(z.maxLength(64)),
  address: z.string().check(z.maxLength(64)),
  /** ISO 8601, as the server's clock stamped it. */
  requestedAt: z.string().check(z.maxLength(40)),
  enterpriseName: z.string().check(z.maxLength(128)),
  /** The tenant's English name, which an English page shows; none when the tenant has none. */
  enterpriseNameEn: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
});
export type QrLoginRequestInfo = z.infer<typeof QrLoginRequestInfo>;
export const QrLoginRequestInfoResponse = envelope(QrLoginRequestInfo);

/** Body of the phone's POST one_time_login/confirm/{code} and reject/{code}: the tenant the page was opened for (the session's own decides). */
export const QrDecisionRequest = z.object({ _enterprise_id: enterpriseId });
export type QrDecisionRequest = z.infer<typeof QrDecisionRequest>;
