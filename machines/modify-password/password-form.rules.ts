/**
 * The password-change form's checks (SPEC section 5): every field filled, the new password within the
 * tenant's policy (the character classes its type names, minimum length {0}), the confirmation equal to it
 * and the new password different from the old; and the server's refusals of a change. Pure: each result is
 * a code the view translates.
 */
import { apiFailureOf } from '../../schemas/api-failure';
import type { PasswordPolicy } from '../../schemas/modify-password.schema';
import { MODIFY_PASSWORD_REFUSALS } from '../../schemas/refusals';
import {
  type CharClass,
  type PolicyViolation,
  REQUIRED_CHAR_CLASSES,
  hasCharClass,
  policyViolation,
} from '../../schemas/rules/password-policy.rule';
import { errorOutcome } from '../shared/error-outcome';

export type { CharClass };
export { policyViolation };

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export type PasswordForm = Record<PasswordField, string>;

/** Why a field is refused: the policy's rule (schemas/rules/password-policy.rule.ts), or the form's own. */
export type FieldError =
  { code: 'required' } | PolicyViolation | { code: 'mismatch' } | { code: 'sameAsOld' };

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

/** Whether a typed password meets one line of the policy (the list ticks it off as the user types). */
export function requirementMet(requirement: PolicyRequirement, password: string): boolean {
  switch (requirement.code) {
    case 'minLength':
      return password.length >= requirement.min;
    case 'maxLength':
      return password.length > 0 && password.length <= requirement.max;
    case 'contains':
      return hasCharClass(password, requirement.charClass);
  }
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

type RefusalName = keyof typeof MODIFY_PASSWORD_REFUSALS;
const REFUSAL_NAMES = new Map(
  (Object.entries(MODIFY_PASSWORD_REFUSALS) as [RefusalName, string][]).map(([name, code]) => [code, name]),
);
const POLICY_RULES = ['minLength', 'maxLength', 'policyType', 'containsUsername', 'sameAsOld'] as const;
type PolicyRule = (typeof POLICY_RULES)[number];
const isPolicyRule = (rule: string): rule is PolicyRule => (POLICY_RULES as readonly string[]).includes(rule);

/**
 * The server refused the change: a rule of its policy (`password.policy.<rule>`, or any other
 * `password.policy…` message), a breached password (`WeakPassword`), one of its own refusal codes, or a
 * text of another back end's, shown as it came.
 */
export type ServerRejection =
  | { code: 'policy'; rule: PolicyRule | null }
  | { code: 'weakPassword' }
  | { code: 'refusal'; refusal: RefusalName }
  | { code: 'server'; message: string };

/**
 * A refusal the form shows, or null when the error belongs to the app (401, 505, 507, IP, network…).
 * SPEC section 5: a message naming password.policy or WeakPassword maps to a fixed text.
 */
export function serverRejection(error: unknown): ServerRejection | null {
  const failure = apiFailureOf(error);
  if (!failure) return null;
  // Some back ends refuse with HTTP 400 and a message instead of an envelope; without a message it is just a 400.
  const refused =
    (failure.kind === 'response' && errorOutcome(error).type === 'notify') ||
    (failure.kind === 'http' && failure.status === 400 && Boolean(failure.message));
  if (!refused) return null;
  const message = failure.message || failure.code || '';
  const refusal = REFUSAL_NAMES.get(message);
  if (refusal === 'breached' || message.includes('WeakPassword')) return { code: 'weakPassword' };
  if (refusal === 'sameAsOld') return { code: 'policy', rule: 'sameAsOld' };
  if (refusal) return { code: 'refusal', refusal };
  if (message.includes('password.policy')) {
    const rule = /^password\.policy\.(\w+)$/.exec(message)?.[1] ?? '';
    return { code: 'policy', rule: isPolicyRule(rule) ? rule : null };
  }
  return { code: 'server', message };
}
