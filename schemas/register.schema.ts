import * as z from 'zod/mini';
import { Sm2Code } from './boot.schema';
import { envelope } from './envelope.schema';
import { EMAIL_PATTERN, PHONE_REGION_PATTERN } from './rules/contact.rule';
import { USERNAME_MAX_LENGTH } from './rules/username-policy.rule';
import { CLIENT_TOKEN_LENGTH, DEFAULT_PHONE_REGION } from './spec-constants';

/**
 * Body of POST /api/public/bff/v1.2/register (SPEC section 3, Register form). `password` is SM2 ciphertext as
 * rest_token's, under the challenge `sm2_code`; `passwordAgain` stays in the browser. `clientToken` is single
 * use. The phone is optional (empty when not given); it is checked against its region's pattern (SPEC 5).
 */
export const RegisterRequest = z.object({
  clientToken: z.string().check(z.length(CLIENT_TOKEN_LENGTH)),
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_LENGTH)),
  password: z.string().check(z.minLength(1), z.maxLength(4096)),
  phoneNumber: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
  phoneRegion: z._default(z.string().check(z.regex(PHONE_REGION_PATTERN)), DEFAULT_PHONE_REGION),
  email: z.string().check(z.trim(), z.maxLength(255), z.regex(EMAIL_PATTERN)),
  captcha: z.string().check(z.maxLength(20)),
  captchaCode: z.string().check(z.maxLength(128)),
  clientId: z.string().check(z.maxLength(128)),
  enterpriseId: z.string().check(z.maxLength(64)),
  sm2_code: Sm2Code,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/**
 * POST register: the account exists and is signed in (`access_token`), or it waits for an administrator's
 * approval (`needApprove`, SPEC section 4). Refusals: envelope code `InvalidParameter` with a message of
 * REGISTER_REFUSALS or a policy refusal (`password.policy.<rule>`, `password.WeakPassword`,
 * `username.policy.<rule>`), `InvalidCaptcha`, or one of REGISTER_EXISTS as the code.
 */
export const Registered = z.union([
  z.object({ access_token: z.string().check(z.minLength(1)) }),
  z.object({ needApprove: z.literal(true) }),
]);
export type Registered = z.infer<typeof Registered>;
export const RegisteredResponse = envelope(Registered);

/** The approval statuses of SPEC section 3 (Dictionary labels) a registration passes through. */
export const ApprovalStatus = z.enum(['SUBMITTED', 'APPROVED', 'REJECTED']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** GET /api/bff/v1.2/register/approvals (an application token with ROLE_APPLICATION_API): those waiting. */
export const PendingRegistration = z.object({
  username: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  status: ApprovalStatus,
  submittedAt: z.string(),
});
export type PendingRegistration = z.infer<typeof PendingRegistration>;
export const PendingRegistrationsResponse = envelope(z.array(PendingRegistration));

/** Body of POST /api/bff/v1.2/register/approvals/decide: an administrator approves or rejects one. */
export const ApprovalDecision = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_LENGTH)),
  decision: z.enum(['APPROVED', 'REJECTED']),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;
export const ApprovalDecidedResponse = envelope(PendingRegistration);
