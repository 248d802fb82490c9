import type { PasswordPolicy, PasswordPolicyType } from '../../schemas/password-change.schema';
import { isPwned } from './pwned-list';

type CharClass = 'upper' | 'lower' | 'number' | 'char';

const REQUIRED: Record<PasswordPolicyType, CharClass[]> = {
  UPPER_LOWER_NUMBER_CHAR: ['upper', 'lower', 'number', 'char'],
  UPPER_LOWER_NUMBER: ['upper', 'lower', 'number'],
  UPPER_NUMBER: ['upper', 'number'],
  UPPER_LOWER: ['upper', 'lower'],
  UPPER: ['upper'],
  LOWER: ['lower'],
  NUMBER: ['number'],
};

const PATTERN: Record<CharClass, RegExp> = {
  upper: /[A-Z]/,
  lower: /[a-z]/,
  number: /\d/,
  char: /[^A-Za-z0-9]/,
};

/**
 * Why a new password is refused, or null. Messages carry `password.policy` (broken policy) or
 * `password.WeakPassword` (known breached), which the front end maps to its fixed texts (SPEC section 5).
 */
export function passwordViolation(password: string, policy: PasswordPolicy, username: string): string | null {
  if (password.length < policy.minLength)
    return `password.policy.minLength: at least ${policy.minLength} characters`;
  if (policy.maxLength && password.length > policy.maxLength) {
    return `password.policy.maxLength: at most ${policy.maxLength} characters`;
  }
  const missing = REQUIRED[policy.type].filter((kind) => !PATTERN[kind].test(password));
  if (missing.length > 0) return `password.policy.${policy.type}: missing ${missing.join(', ')}`;
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return 'password.policy.containsUsername: must not contain the username';
  }
  if (isPwned(password)) return 'password.WeakPassword: this password appears in a breach list';
  return null;
}
