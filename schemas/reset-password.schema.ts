import * as z from 'zod/mini';
import { Sm2Code } from './boot.schema';
import { envelope } from './envelope.schema';
import { PHONE_REGION_PATTERN } from './rules/contact.rule';
import { CLIENT_TOKEN_LENGTH, DEFAULT_PHONE_REGION } from './spec-constants';

/**
 * The forgotten-password reset of SPEC sections 3 (Reset flow), 4 (Password reset steps), 5 and 8, every call
 * public and naming its tenant by `_enterprise_id` (none: the instance's default). Step 1 proves a person
 * (captcha) and names an account; the server answers with a reset token that every later call carries.
 */
const enterpriseId = z.optional(z.string().check(z.maxLength(64)));
const resetToken = z.string().check(z.minLength(16), z.maxLength(128));

/** The ways to prove the account is one's own (SPEC 3: verify type email, phone or question). */
export const VerifyType = z.enum(['email', 'phone', 'question']);
export type VerifyType = z.infer<typeof VerifyType>;
/** The ways a code is sent. */
export const CodeType = z.enum(['email', 'phone']);
export type CodeType = z.infer<typeof CodeType>;

/**
 * Body of POST forgot_password/verify_user: the account by its username, e-mail address or phone number (the
 * number of `phoneRegion`, default 86), and the picture captcha (`captchaCode` its code, `captcha` the answer).
 */
export const VerifyUserRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  phoneRegion: z._default(z.string().check(z.regex(PHONE_REGION_PATTERN)), DEFAULT_PHONE_REGION),
  captcha: z.string().check(z.maxLength(20)),
  captchaCode: z.string().check(z.maxLength(128)),
  _enterprise_id: enterpriseId,
});
export type VerifyUserRequest = z.infer<typeof VerifyUserRequest>;

/** A way the account can be proved, with where its code goes, masked (`masked` null for the questions). */
export const ResetMethod = z.object({ type: VerifyType, masked: z.nullable(z.string()) });
export type ResetMethod = z.infer<typeof ResetMethod>;

/**
 * POST forgot_password/verify_user: the account's reset token (30 minutes) and its ways, at least one. SPEC 8:
 * envelope code `400` when the account cannot be reset here (none by that name, or no way to prove it: one
 * answer for both), `439` for a wrong captcha.
 */
export const VerifiedUser = z.object({
  resetToken: z.string().check(z.minLength(16)),
  username: z.string(),
  methods: z.array(ResetMethod).check(z.minLength(1)),
});
export type VerifiedUser = z.infer<typeof VerifiedUser>;
export const VerifiedUserResponse = envelope(VerifiedUser);

/** Body of POST forgot_password/obtain_code: a code by e-mail or SMS, once a minute (SPEC 9: 60 s). */
export const ObtainCodeRequest = z.object({ resetToken, type: CodeType, _enterprise_id: enterpriseId });
export type ObtainCodeRequest = z.infer<typeof ObtainCodeRequest>;

/** POST forgot_password/obtain_code: seconds until another code may be sent, and how long this one lives. */
export const CodeObtained = z.object({
  resendAfter: z.int().check(z.nonnegative()),
  validMinutes: z.int().check(z.positive()),
});
export type CodeObtained = z.infer<typeof CodeObtained>;
export const CodeObtainedResponse = envelope(CodeObtained);

/** A reset code as sent and as the page accepts it typed: 6 digits. */
export const RESET_CODE_PATTERN = /^\d{6}$/;

/** Body of POST forgot_password/verify_code: the code as typed, of the way it was sent. */
export const VerifyCodeRequest = z.object({
  resetToken,
  type: CodeType,
  code: z.string().check(z.trim(), z.regex(RESET_CODE_PATTERN)),
  _enterprise_id: enterpriseId,
});
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequest>;

/**
 * The proved reset's new token (the reference server's): the one it had may have travelled in a URL (the
 * questions' GET), so only this one sets the password. A back end that keeps the token sends none.
 */
const provedToken = z.optional(z.string().check(z.minLength(16), z.maxLength(128)));

/**
 * POST forgot_password/verify_code: `sToken`, the code sent, AES-ECB encrypted under the reset token sent, cut
 * or padded to 32 characters (schemas/rules/s-token.rule.ts). SPEC 5: the page goes on only when it decrypts
 * to the code it sent; it is optional here so that a missing one reaches the page, which refuses it.
 */
export const CodeVerified = z.object({ sToken: z.optional(z.nullable(z.string())), resetToken: provedToken });
export type CodeVerified = z.infer<typeof CodeVerified>;
export const CodeVerifiedResponse = envelope(CodeVerified);

/** Query of GET secret/security/issues/list/by/username: the account, and the reset that may ask. */
export const SecretIssuesQuery = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  resetToken,
  _enterprise_id: enterpriseId,
});
export type SecretIssuesQuery = z.infer<typeof SecretIssuesQuery>;

/** A secret question of the account, as its owner wrote it (SPEC 3: secretIssue). */
export const SecretIssue = z.object({ id: z.string(), secretIssue: z.string() });
export type SecretIssue = z.infer<typeof SecretIssue>;
export const SecretIssuesResponse = envelope(z.array(SecretIssue).check(z.minLength(1)));

/** Body of POST secret/security/issues/check: an answer to every question. */
export const SecretCheckRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  resetToken,
  answers: z
    .array(z.object({ id: z.string().check(z.maxLength(64)), answer: z.string().check(z.maxLength(255)) }))
    .check(z.minLength(1), z.maxLength(10)),
  _enterprise_id: enterpriseId,
});
export type SecretCheckRequest = z.infer<typeof SecretCheckRequest>;

/** POST secret/security/issues/check: every answer was right; the reset may set a password. */
export const SecretChecked = z.object({ verified: z.literal(true), resetToken: provedToken });
export type SecretChecked = z.infer<typeof SecretChecked>;
export const SecretCheckedResponse = envelope(SecretChecked);

/**
 * Body of POST forgot_password/submit: the new password, SM2-encrypted as the login's (under the challenge
 * `sm2_code`), for a reset whose account was proved. `clientToken` is single use.
 */
export const ResetSubmitRequest = z.object({
  resetToken,
  clientToken: z.string().check(z.length(CLIENT_TOKEN_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
  sm2_code: Sm2Code,
  _enterprise_id: enterpriseId,
});
export type ResetSubmitRequest = z.infer<typeof ResetSubmitRequest>;

/**
 * POST forgot_password/submit (SPEC 3: resultDto with result and errorMessage). A refused password is an
 * envelope refusal (`InvalidParameter` with a policy code) the form shows at its field; `result` false is the
 * reset itself ending (expired, or the account no longer resettable), with its code in `errorMessage`.
 */
export const ResetResult = z.object({
  resultDto: z.object({ result: z.boolean(), errorMessage: z.optional(z.nullable(z.string())) }),
});
export type ResetResult = z.infer<typeof ResetResult>;
export const ResetResultResponse = envelope(ResetResult);
