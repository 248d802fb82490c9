import * as z from 'zod/mini';
import { CLIENT_TOKEN_LENGTH, INVALIDATE_SESSION_ON_PASSWORD_CHANGE } from './spec-constants';
import { Sm2Code } from './boot.schema';
import { envelope } from './envelope.schema';

/** The password policy types of SPEC section 3 (what a password must contain). */
export const PasswordPolicyType = z.enum([
  'UPPER_LOWER_NUMBER_CHAR',
  'UPPER_LOWER_NUMBER',
  'UPPER_NUMBER',
  'UPPER_LOWER',
  'UPPER',
  'LOWER',
  'NUMBER',
]);
export type PasswordPolicyType = z.infer<typeof PasswordPolicyType>;

/** Query of GET policy/password and policy/username: the tenant, by either of the names clients use. */
export const PolicyQuery = z.object({
  enterpriseId: z.optional(z.string().check(z.maxLength(64))),
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
});
export type PolicyQuery = z.infer<typeof PolicyQuery>;

/** GET /api/public/bff/v1.2/policy/password */
export const PasswordPolicy = z.object({
  type: PasswordPolicyType,
  minLength: z.int(),
  maxLength: z.optional(z.int()),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;
export const PasswordPolicyResponse = envelope(PasswordPolicy);

/** GET /api/public/bff/v1.2/policy/username: which characters a username may contain, and its minimum length. */
export const UsernamePolicy = z.object({
  uppercase: z.boolean(),
  lowercase: z.boolean(),
  number: z.boolean(),
  strike: z.boolean(),
  underline: z.boolean(),
  point: z.boolean(),
  emailChar: z.boolean(),
  minLength: z.int(),
});
export type UsernamePolicy = z.infer<typeof UsernamePolicy>;

/** The tenant's two policies, as every form that sets a password loads them together. */
export type Policies = { passwordPolicy: PasswordPolicy; usernamePolicy: UsernamePolicy };
export const UsernamePolicyResponse = envelope(UsernamePolicy);

/**
 * Body of PUT /api/bff/v1.2/enduser/portal/user_info/modify_password. oldPassword, newPassword and
 * confirmPassword are each SM2 ciphertext as rest_token's password, all three under the one challenge
 * `sm2_code` (a field SPEC 3's form lacks: without it a ciphertext could be replayed); clientToken is single
 * use.
 */
export const ModifyPasswordRequest = z.object({
  clientToken: z.string().check(z.length(CLIENT_TOKEN_LENGTH)),
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(1)),
  confirmPassword: z.string().check(z.minLength(1)),
  sm2_code: Sm2Code,
  clientId: z.string(),
  enterpriseId: z.string(),
  invalidateSession: z._default(z.boolean(), INVALIDATE_SESSION_ON_PASSWORD_CHANGE),
});
export type ModifyPasswordRequest = z.infer<typeof ModifyPasswordRequest>;

/** PUT modify_password. Policy failures: code InvalidParameter, message with password.policy or WeakPassword. */
export const ModifyPassword = z.object({ storePassword: z.boolean(), systemUserUuid: z.string() });
export type ModifyPassword = z.infer<typeof ModifyPassword>;
export const ModifyPasswordResponse = envelope(ModifyPassword);

/** Body of POST /api/public/bff/v1.2/change_enduser_pwd/sync_to_sp/update */
export const SyncToSpRequest = z.object({
  accountUuids: z.array(z.string()).check(z.maxLength(100)),
  applications: z.array(z.string()).check(z.maxLength(100)),
});
export type SyncToSpRequest = z.infer<typeof SyncToSpRequest>;

/** POST change_enduser_pwd/sync_to_sp/update: how many accounts were queued for the SP sync. */
export const SyncToSp = z.object({ accepted: z.int() });
export type SyncToSp = z.infer<typeof SyncToSp>;
export const SyncToSpResponse = envelope(SyncToSp);
