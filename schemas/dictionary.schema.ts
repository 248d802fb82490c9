import * as z from 'zod/mini';
import { PasswordPolicy, PasswordPolicyType, UsernamePolicy } from './modify-password.schema';
import { ApprovalStatus } from './register.schema';

/**
 * The codes of SPEC section 3's dictionary labels, each written once: the page words them
 * (src/shared/dictionary-labels.ts), the server sends them. Codes another schema already has are taken from it.
 * Account types, groups and OUs are dictionary entries too, but the spec names none of their codes: they come
 * with the screen that shows them, not invented here.
 */

/**
 * The approval statuses: a registration's three (register.schema.ts: submitted, approved, rejected), then the
 * outcome of opening the approved account (开通): START_SUCCESS or START_FAIL.
 */
export const ApprovalStatusCode = z.enum([...ApprovalStatus.options, 'START_SUCCESS', 'START_FAIL']);
export type ApprovalStatusCode = z.infer<typeof ApprovalStatusCode>;

/** The password policy types (what a password must contain), as the policy endpoint sends them. */
export { PasswordPolicyType };

/** A password policy as the dictionary shows it: its type with its minimum length. */
export const PasswordPolicyEntry = z.pick(PasswordPolicy, { type: true, minLength: true });
export type PasswordPolicyEntry = z.infer<typeof PasswordPolicyEntry>;

/**
 * The username policy's flags: the characters a name may contain (uppercase … emailChar) and minLength, the
 * keys of the policy endpoint's answer.
 */
export const UsernamePolicyFlag = z.keyof(UsernamePolicy);
export type UsernamePolicyFlag = z.infer<typeof UsernamePolicyFlag>;
