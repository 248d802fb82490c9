import { expect, it } from 'vitest';
import type { PasswordPolicy } from '../../../schemas/modify-password.schema';
import { newPasswordRefusal } from './new-password.rule';
import { isPwned, pwnedSuffixes } from './pwned-list';

const policy: PasswordPolicy = { type: 'UPPER_LOWER_NUMBER_CHAR', minLength: 8, maxLength: 64 };
/** The demo tenant's names and the service's, as the server passes them. */
const NAMES = ['演示企业', 'Demo Inc.', 'IDaaS Demo'];
const refusal = (password: string, p = policy) =>
  newPasswordRefusal(password, 'Old@123456', p, 'someone', NAMES);

it('refuses the old password, then the policy rule it breaks, then a breached password, each by its code', () => {
  expect(refusal('Old@123456')).toBe('password.policy.sameAsOld');
  expect(refusal('Ab1!')).toBe('password.policy.minLength');
  expect(refusal(`Ab1!${'x'.repeat(61)}`)).toBe('password.policy.maxLength');
  expect(refusal('abcdefg1!')).toBe('password.policy.policyType');
  expect(refusal('Abcdefgh1')).toBe('password.policy.policyType');
  expect(newPasswordRefusal('Xdemo@2024', null, policy, 'demo', NAMES)).toBe(
    'password.policy.containsUsername',
  );
  // The tenant's or the service's name, in any case (NIST SP 800-63B 5.1.1.2).
  expect(refusal('Idaas@Login2026')).toBe('password.policy.containsContextWord');
  expect(refusal('DemoInc@2026!')).toBe('password.policy.containsContextWord');
  expect(refusal('演示企业@2026Ab')).toBe('password.policy.containsContextWord');
  expect(refusal('P@ssw0rd')).toBe('password.WeakPassword');
  expect(refusal('12345678', { type: 'NUMBER', minLength: 6, maxLength: 64 })).toBe('password.WeakPassword');
  expect(refusal('Tr0ub4dor&3x')).toBeNull();
});

it('answers breached passwords by SHA-1 prefix only', () => {
  // SHA-1("P@ssw0rd") = 21BD12DC183F740EE76F27B78EB39C8AD972A757
  expect(pwnedSuffixes('21bd1')).toContainEqual({
    suffix: '2DC183F740EE76F27B78EB39C8AD972A757',
    count: 77_053,
  });
  expect(isPwned('P@ssw0rd')).toBe(true);
  expect(isPwned('Tr0ub4dor&3x')).toBe(false);
});

it('checks a new account without an old password: the policy, its name and the breached list alike', () => {
  expect(newPasswordRefusal('Old@123456', null, policy, 'demo', NAMES)).toBeNull();
  expect(newPasswordRefusal('Newbie@2024x', null, policy, 'newbie', NAMES)).toBe(
    'password.policy.containsUsername',
  );
  expect(newPasswordRefusal('Admin@123456', null, policy, 'someone', NAMES)).toBe('password.WeakPassword');
});
