/**
 * The registration form's checks (SPEC sections 3 and 5): every required field filled, the username within the
 * tenant's username policy, the password within its password policy (and not containing the name), the two
 * passwords equal, the phone number in its region's pattern, the e-mail in the e-mail pattern; and the
 * server's refusals of a registration, each put on the field it is about. Pure: every result is a code the
 * view words.
 */
import { apiFailureOf } from '../../schemas/api-failure';
import { passwordRefusal } from '../shared/password-refusal';
import type { Policies, UsernamePolicy } from '../../schemas/modify-password.schema';
import { REGISTER_EXISTS, REGISTER_REFUSALS } from '../../schemas/refusals';
import { isEmail, isPhoneNumber } from '../../schemas/rules/contact.rule';
import { type PolicyViolation, policyViolation } from '../../schemas/rules/password-policy.rule';
import {
  USERNAME_MAX_LENGTH,
  type UsernameViolation,
  allowedUsernameClasses,
  usernameViolation,
} from '../../schemas/rules/username-policy.rule';

export const REGISTER_FIELDS = [
  'username',
  'password',
  'passwordAgain',
  'phoneNumber',
  'email',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The form as typed; `phoneRegion` is a calling code without its plus (default 86). */
export type RegisterForm = Record<RegisterField, string> & { phoneRegion: string };

export type { Policies };

export type FieldError =
  | { code: 'required' }
  | { code: 'mismatch' }
  /** Not a phone number of its region, or not an e-mail address. */
  | { code: 'format' }
  /** Taken by another account (SPEC 8: UserName.Exist, Email.Exist, PhoneNumber.Exist). */
  | { code: 'exists' }
  /** Found in the breached-password list (pwned_password, or the server's WeakPassword). */
  | { code: 'breached' }
  | { code: 'wrongCaptcha' }
  | { code: 'password'; violation: PolicyViolation }
  | { code: 'username'; violation: UsernameViolation };

export type FieldErrors = Partial<Record<RegisterField, FieldError>>;

/** Every field's error at once, so one submit shows them all; empty when the form may go. */
export function validateRegisterForm(form: RegisterForm, policies: Policies): FieldErrors {
  const errors: FieldErrors = {};
  const username = form.username.trim();
  const required: readonly RegisterField[] = ['username', 'password', 'passwordAgain', 'email', 'captcha'];
  for (const field of required) if (!form[field].trim()) errors[field] = { code: 'required' };
  if (username) {
    const violation = usernameViolation(username, policies.usernamePolicy);
    if (violation) errors.username = { code: 'username', violation };
  }
  if (form.password) {
    const violation = policyViolation(form.password, policies.passwordPolicy, username || null);
    if (violation) errors.password = { code: 'password', violation };
  }
  if (form.passwordAgain && form.passwordAgain !== form.password) errors.passwordAgain = { code: 'mismatch' };
  const phone = form.phoneNumber.trim();
  if (phone && !isPhoneNumber(phone, form.phoneRegion)) errors.phoneNumber = { code: 'format' };
  const email = form.email.trim();
  if (email && !isEmail(email)) errors.email = { code: 'format' };
  return errors;
}

/** A refusal the form shows above its fields: the server's own (by code), or a text of another back end's. */
export type FormRejection =
  | { code: 'refusal'; refusal: keyof typeof REGISTER_REFUSALS }
  | { code: 'policy' }
  | { code: 'server'; message: string };

/** Where a refusal of POST register goes: onto a field, or above the form. */
export type RegisterRefusal = { field: RegisterField; error: FieldError } | { form: FormRejection };

const REFUSAL_NAMES = new Map<string, keyof typeof REGISTER_REFUSALS>(
  Object.entries(REGISTER_REFUSALS).map(([name, code]) => [code, name as keyof typeof REGISTER_REFUSALS]),
);
const EXISTS_FIELDS = new Map<string, RegisterField>(
  Object.entries(REGISTER_EXISTS).map(([field, code]) => [code, field as RegisterField]),
);

/** The username rule the server names, worded with the tenant's policy; null for a rule the page lacks. */
function usernameRule(rule: string, policy: UsernamePolicy): UsernameViolation | null {
  switch (rule) {
    case 'minLength':
      return { code: 'minLength', min: policy.minLength };
    case 'maxLength':
      return { code: 'maxLength', max: USERNAME_MAX_LENGTH };
    case 'chars':
      return { code: 'chars', allowed: allowedUsernameClasses(policy) };
    default:
      return null;
  }
}

/**
 * The refusal an error carries, or null when the error belongs to the app (network, 5xx, IP…). SPEC section 8:
 * InvalidParameter names a policy or weak-password rule (worded with the tenant's policy), else its message is
 * shown; InvalidCaptcha draws a new captcha; a taken name, e-mail or phone is said at its field.
 */
export function registerRefusal(error: unknown, policies: Policies): RegisterRefusal | null {
  const failure = apiFailureOf(error);
  if (failure?.kind === 'http' && failure.status === 400 && failure.message)
    return { form: { code: 'server', message: failure.message } };
  if (failure?.kind !== 'response') return null;
  const { code, message = '' } = failure;
  if (code === 'InvalidCaptcha') return { field: 'captcha', error: { code: 'wrongCaptcha' } };
  const taken = EXISTS_FIELDS.get(code);
  if (taken) return { field: taken, error: { code: 'exists' } };
  if (code !== 'InvalidParameter') return null;
  const password = passwordRefusal(message, policies.passwordPolicy);
  if (password) return { field: 'password', error: password };
  const usernameRuleName = /^username\.policy\.(\w+)$/.exec(message)?.[1];
  const username = usernameRuleName && usernameRule(usernameRuleName, policies.usernamePolicy);
  if (username) return { field: 'username', error: { code: 'username', violation: username } };
  // A policy rule this page does not know (another back end's): SPEC 5's fixed text.
  if (message.includes('password.policy') || message.includes('username.policy'))
    return { form: { code: 'policy' } };
  const refusal = REFUSAL_NAMES.get(message);
  if (refusal === 'invalidPhone') return { field: 'phoneNumber', error: { code: 'format' } };
  if (refusal === 'invalidEmail') return { field: 'email', error: { code: 'format' } };
  if (refusal) return { form: { code: 'refusal', refusal } };
  return { form: { code: 'server', message: message || code } };
}
