import type { PasswordPolicy } from '../../schemas/password-change.schema';
import { missingCharClasses } from '../../schemas/password-policy-rules';
import { isPwned } from './pwned-list';

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
  const missing = missingCharClasses(password, policy.type);
  if (missing.length > 0) return `password.policy.${policy.type}: missing ${missing.join(', ')}`;
  if (username && password.toLowerCase().includes(username.toLowerCase())) {
    return 'password.policy.containsUsername: must not contain the username';
  }
  if (isPwned(password)) return 'password.WeakPassword: this password appears in a breach list';
  return null;
}
