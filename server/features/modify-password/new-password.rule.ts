import type { PasswordPolicy } from '../../../schemas/modify-password.schema';
import { MODIFY_PASSWORD_REFUSALS, policyRefusal } from '../../../schemas/refusals';
import { contextWordsOf, policyViolation } from '../../../schemas/rules/password-policy.rule';
import { isPwned } from './pwned-list';

/**
 * Why a new password is refused, as the refusal code the server sends, or null. The tenant's policy is the
 * rule the forms check too (`password.policy.<code>`); the breached list and "same as the old one" are the
 * server's own checks, since only it holds both (SPEC section 5: WeakPassword has a fixed text everywhere).
 * A new account (registration) has no old password: `oldPassword` null. `names`: the tenant's names and the
 * service's, whose words a password may not contain.
 */
export function newPasswordRefusal(
  newPassword: string,
  oldPassword: string | null,
  policy: PasswordPolicy,
  username: string,
  names: readonly (string | null)[],
): string | null {
  if (oldPassword !== null && newPassword === oldPassword) return MODIFY_PASSWORD_REFUSALS.sameAsOld;
  const violation = policyViolation(newPassword, policy, username, contextWordsOf(names));
  if (violation) return policyRefusal(violation);
  if (isPwned(newPassword)) return MODIFY_PASSWORD_REFUSALS.breached;
  return null;
}

/** The names whose words a tenant's passwords may not contain: its own, in both languages, and the service's. */
export const tenantNames = (tenant: { name: string; nameEn: string | null; idpName: string | null }) => [
  tenant.name,
  tenant.nameEn,
  tenant.idpName,
];
