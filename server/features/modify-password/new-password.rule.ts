import type { PasswordPolicy } from '../../../schemas/modify-password.schema';
import { MODIFY_PASSWORD_REFUSALS, policyRefusal } from '../../../schemas/refusals';
import { policyViolation } from '../../../schemas/rules/password-policy.rule';
import { isPwned } from './pwned-list';

/**
 * Why a new password is refused, as the refusal code the server sends, or null. The tenant's policy is the
 * rule the forms check too (`password.policy.<code>`); the breached list and "same as the old one" are the
 * server's own checks, since only it holds both (SPEC section 5: WeakPassword has a fixed text everywhere).
 * A new account (registration) has no old password: `oldPassword` null.
 */
export function newPasswordRefusal(
  newPassword: string,
  oldPassword: string | null,
  policy: PasswordPolicy,
  username: string,
): string | null {
  if (oldPassword !== null && newPassword === oldPassword) return MODIFY_PASSWORD_REFUSALS.sameAsOld;
  const violation = policyViolation(newPassword, policy, username);
  if (violation) return policyRefusal(violation);
  if (isPwned(newPassword)) return MODIFY_PASSWORD_REFUSALS.breached;
  return null;
}
