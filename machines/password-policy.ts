/**
 * The password-change form's checks (SPEC section 5): every field filled, the new password within the
 * tenant's policy (the character classes its type names, minimum length {0}), the confirmation equal to it
 * and the new password different from the old; and the server's refusals of a change. Pure: each result is
 * a code the view translates.
 */
import type { PasswordPolicy, PasswordPolicyType } from '../schemas/password-change.schema';
import { type CharClass, REQUIRED_CHAR_CLASSES, missingCharClasses } from '../schemas/password-policy-rules';
import { errorOutcome, isApiError } from './api-error';

export type { CharClass };

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordForm = Record<PasswordField, string>;

/** Why a field is refused. */
export type FieldError =
  | { code: 'required' }
  | { code: 'minLength'; min: number }
  | { code: 'maxLength'; max: number }
  | { code: 'policyType'; policyType: PasswordPolicyType }
  | { code: 'mismatch' }
  | { code: 'sameAsOld' };

export type FieldErrors = Partial<Record<PasswordField, FieldError>>;

/** One line of the policy as the form lists it. */
export type PolicyRequirement =
  | { code: 'minLength'; min: number }
  | { code: 'maxLength'; max: number }
  | { code: 'contains'; charClass: CharClass };

export function policyRequirements(policy: PasswordPolicy): PolicyRequirement[] {
  return [
    { code: 'minLength', min: policy.minLength },
    ...(policy.maxLength ? [{ code: 'maxLength' as const, max: policy.maxLength }] : []),
    ...REQUIRED_CHAR_CLASSES[policy.type].map((charClass) => ({ code: 'contains' as const, charClass })),
  ];
}

/** The first rule of the policy the password breaks, or null. Length first: it is the easiest to fix. */
export function policyViolation(password: string, policy: PasswordPolicy): FieldError | null {
  if (password.length < policy.minLength) return { code: 'minLength', min: policy.minLength };
  if (policy.maxLength && password.length > policy.maxLength)
    return { code: 'maxLength', max: policy.maxLength };
  return missingCharClasses(password, policy.type).length > 0
    ? { code: 'policyType', policyType: policy.type }
    : null;
}

/** Every field's error at once, so the user sees all of them after one submit; empty when the form may go. */
export function validatePasswordForm(form: PasswordForm, policy: PasswordPolicy): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.oldPassword) errors.oldPassword = { code: 'required' };
  if (!form.newPassword) errors.newPassword = { code: 'required' };
  else {
    const violation = policyViolation(form.newPassword, policy);
    if (violation) errors.newPassword = violation;
    else if (form.newPassword === form.oldPassword) errors.newPassword = { code: 'sameAsOld' };
  }
  if (!form.confirmPassword) errors.confirmPassword = { code: 'required' };
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = { code: 'mismatch' };
  return errors;
}

export const isPasswordFormValid = (form: PasswordForm, policy: PasswordPolicy): boolean =>
  Object.keys(validatePasswordForm(form, policy)).length === 0;

/** The server refused the change: its policy (`password.policy…`), a breached password, or its own text. */
export type ServerRejection =
  { code: 'policy' } | { code: 'weakPassword' } | { code: 'server'; message: string };

/**
 * A refusal the form shows, or null when the error belongs to the orchestrator (401, 505, 507, IP, network…).
 * SPEC section 5: a message naming password.policy or WeakPassword maps to a fixed text; any other is shown as is.
 */
export function serverRejection(error: unknown): ServerRejection | null {
  if (!isApiError(error)) return null;
  const detail = error.detail;
  // Some back ends refuse with HTTP 400 and a message instead of an envelope; without a message it is just a 400.
  const refused =
    (detail.kind === 'response' && errorOutcome(error).type === 'notify') ||
    (detail.kind === 'http' && detail.status === 400 && Boolean(detail.message));
  if (!refused) return null;
  const message = detail.message || detail.code || '';
  if (message.includes('password.policy')) return { code: 'policy' };
  if (message.includes('WeakPassword')) return { code: 'weakPassword' };
  return { code: 'server', message };
}
