import type { PasswordPolicy } from '../../schemas/modify-password.schema';
import type { PolicyViolation } from '../../schemas/rules/password-policy.rule';

/** What a server's refusal of a new password says, for the form to show at the password field. */
export type PasswordRefusal = { code: 'breached' } | { code: 'password'; violation: PolicyViolation };

/** The password rule the server names, worded with the tenant's policy; null for a rule the page lacks. */
function passwordRule(rule: string, policy: PasswordPolicy): PolicyViolation | null {
  switch (rule) {
    case 'minLength':
      return { code: 'minLength', min: policy.minLength };
    case 'maxLength':
      return policy.maxLength ? { code: 'maxLength', max: policy.maxLength } : null;
    case 'policyType':
      return { code: 'policyType', policyType: policy.type };
    case 'containsUsername':
      return { code: 'containsUsername' };
    case 'containsContextWord':
      return { code: 'containsContextWord' };
    default:
      return null;
  }
}

/**
 * An InvalidParameter message about a new password (SPEC section 5): the breached list (WeakPassword), or a
 * rule of the tenant's policy (`password.policy.<rule>`); null for any other message, or a rule unknown here.
 */
export function passwordRefusal(message: string, policy: PasswordPolicy): PasswordRefusal | null {
  if (message.includes('WeakPassword')) return { code: 'breached' };
  const rule = /^password\.policy\.(\w+)$/.exec(message)?.[1];
  const violation = rule ? passwordRule(rule, policy) : null;
  return violation ? { code: 'password', violation } : null;
}
