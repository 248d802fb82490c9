import * as z from 'zod/mini';
import { CompositeStepResult } from './composite-step.schema';
import { DEFAULT_LOCK_TIME_MINUTES, PASSWORD_GRANT_SCOPE } from './spec-constants';
import { Sm2Code } from './boot.schema';
import { envelope } from './envelope.schema';
import { DeviceAgentMode } from './device-agent.schema';

/** Query of GET captcha: a time stamp, so no cache answers with an image already used. */
export const CaptchaQuery = z.object({ timestamp: z.optional(z.string().check(z.maxLength(20))) });

/** GET /api/public/bff/v1.2/captcha: a picture captcha; `code` goes back as cap_code with the answer. */
export const Captcha = z.object({
  code: z.string().check(z.minLength(1)),
  captcha: z.string().check(z.startsWith('data:image/')),
});
export type Captcha = z.infer<typeof Captcha>;
export const CaptchaResponse = envelope(Captcha);

/** Query of GET captcha_show: the name typed so far (empty before one is typed) and, optionally, the tenant. */
export const CaptchaShowQuery = z.object({
  username: z._default(z.string().check(z.maxLength(255)), ''),
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
});
export type CaptchaShowQuery = z.infer<typeof CaptchaShowQuery>;

/** GET /api/public/bff/v1.2/captcha_show?username=: whether the login form must show the captcha. */
export const CaptchaShow = z.object({
  showCaptcha: z.boolean(),
  enableTAC: z._default(z.boolean(), false),
  tacService: z.optional(z.nullable(z.string())),
  tacAgentAddress: z.optional(z.nullable(z.string())),
  autoLogin: z._default(z.boolean(), false),
  lockTime: z._default(z.number(), DEFAULT_LOCK_TIME_MINUTES),
  /** The tenant's device-ID check; a server that does not say, or says something else, reads none. */
  deviceAgent: z.catch(DeviceAgentMode, 'off'),
});
export type CaptchaShow = z.infer<typeof CaptchaShow>;
export const CaptchaShowResponse = envelope(CaptchaShow);

// Form bodies carry booleans as text.
const looseBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])]),
  z.transform((value) => value === true || value === 'true' || value === '1'),
);
const optionalText = z.optional(z.nullable(z.string()));

/**
 * POST /api/public/bff/v1.2/rest_token (JSON or form body). `sm2_code` is the `code` of a fresh sm2_key answer,
 * a one-time challenge; `password` is the SM2 ciphertext of `<sm2_code>:<password>` (UTF-8) under that answer's
 * public key, C1C3C2 (cipherMode 1) hex, with or without the leading 04 of the C1 point. The server takes each
 * challenge once and only with passwords encrypted for it, so a ciphertext seen once cannot be sent again
 * (stale: `invalid_parameter`, no failure counted). Every form that sends a password does the same.
 */
export const RestTokenRequest = z.object({
  client_id: z.string().check(z.minLength(1)),
  grant_type: z.literal('password'),
  scope: z.literal(PASSWORD_GRANT_SCOPE),
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
  _enterprise_id: optionalText,
  sm2_code: Sm2Code,
  auto_login: z.optional(looseBoolean),
  cap_code: optionalText,
  cap_text: optionalText,
  authCode: optionalText,
  deviceId: optionalText,
  trace_id: optionalText,
  device_id: optionalText,
});
export type RestTokenRequest = z.infer<typeof RestTokenRequest>;

/** A password as every form sends it: the ciphertext, and the code of the challenge it was encrypted under. */
export type Sm2Password = Pick<RestTokenRequest, 'password' | 'sm2_code'>;

/**
 * POST /api/public/bff/v1.2/adapter/inside/password: a directory (LDAP) adapter's sign-in, the password grant's
 * form with the adapter's `enterpriseAuthId`; it answers as rest_token does.
 */
export const DirectoryLoginRequest = z.extend(RestTokenRequest, {
  enterpriseAuthId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type DirectoryLoginRequest = z.infer<typeof DirectoryLoginRequest>;

/** rest_token success (HTTP 200, no envelope). */
export const RestTokenSuccess = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
});
export type RestTokenSuccess = z.infer<typeof RestTokenSuccess>;

/**
 * rest_token's answer (HTTP 200): the token, or, where the login was a composite chain's step (or a login its
 * chain refused), SPEC 3's callback result and no token.
 */
export const RestTokenAnswer = z.union([RestTokenSuccess, CompositeStepResult]);
export type RestTokenAnswer = z.infer<typeof RestTokenAnswer>;

/** The error_description cases of SPEC section 8 (will_lock arrives as `will_lock:<remaining>`). */
export const RestTokenErrorCase = z.enum([
  'invalid_password',
  'invalid_captcha',
  'invalid_locked',
  'user_locked',
  'expired',
  'will_lock',
  'disabled',
  'invalid_user_register_approve',
  'invalid_device_id',
  'invalid_parameter',
  'invalid_client',
  // A directory adapter's (adapter/inside/password): no entry has the name; the directory did not answer; the
  // entry's name is a local account's.
  'user_not_found',
  'directory_unavailable',
  'user_conflict',
  // A third-party binding's (authenticate/{adapter}/login_binding, SPEC 8 bind errors): the binding is unknown,
  // used or expired; the external account got linked meanwhile; the local account has a link of that source.
  'binding_invalid',
  'openid_bound',
  'username_bound',
  // The instance-wide login's (authenticate/global/login): the tenant choice's ticket is unknown, spent,
  // expired, another browser's, or does not name the tenant chosen.
  'choice_invalid',
]);
export type RestTokenErrorCase = z.infer<typeof RestTokenErrorCase>;

/** rest_token failure (HTTP 400). `lockTime` (minutes) comes with user_locked, `remainingAttempts` with will_lock. */
export const RestTokenError = z.object({
  error: z.string(),
  error_description: z.string(),
  lockTime: z.optional(z.number()),
  remainingAttempts: z.optional(z.number()),
});
export type RestTokenError = z.infer<typeof RestTokenError>;

/** Splits `will_lock:2` into its case and number; an unknown case is null (the front end shows 登录异常). */
export function parseErrorDescription(description: string): {
  errorCase: RestTokenErrorCase | null;
  count: number | null;
} {
  const [head = '', tail] = description.split(':');
  const parsed = RestTokenErrorCase.safeParse(head);
  const count = tail !== undefined && /^\d+$/.test(tail) ? Number(tail) : null;
  return { errorCase: parsed.success ? parsed.data : null, count };
}
