import { expect, it } from 'vitest';
import { passwordViolation } from './password-policy';
import { hashPassword, verifyPassword } from './password-hash';
import { isPwned, pwnedSuffixes } from './pwned-list';

const policy = { type: 'UPPER_LOWER_NUMBER_CHAR' as const, minLength: 8, maxLength: 64 };

it('names the broken rule with password.policy, and breached passwords with WeakPassword', () => {
  expect(passwordViolation('Ab1!', policy, 'demo')).toBe('password.policy.minLength: 密码长度不能少于 8 位');
  expect(passwordViolation('abcdefg1!', policy, 'demo')).toMatch(
    /^password\.policy\.UPPER_LOWER_NUMBER_CHAR: 缺少大写字母$/,
  );
  expect(passwordViolation('Abcdefgh1', policy, 'demo')).toMatch(/缺少特殊字符$/);
  expect(passwordViolation('abcdefgh', policy, 'demo')).toMatch(/缺少大写字母、数字、特殊字符$/);
  expect(passwordViolation('Xdemo@2024', policy, 'demo')).toMatch(/containsUsername/);
  expect(passwordViolation('P@ssw0rd', policy, 'demo')).toMatch(/password\.WeakPassword/);
  expect(passwordViolation('Tr0ub4dor&3x', policy, 'demo')).toBeNull();
  expect(passwordViolation('12345678', { type: 'NUMBER', minLength: 6 }, 'demo')).toMatch(/WeakPassword/);
});

it('hashes with scrypt and PBKDF2, parameters stored with the hash', async () => {
  const scrypt = await hashPassword('Demo@123456');
  expect(scrypt).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(await verifyPassword('Demo@123456', scrypt)).toBe(true);
  expect(await verifyPassword('demo@123456', scrypt)).toBe(false);
  const pbkdf2 = await hashPassword('Admin@123456', 'pbkdf2-sha256');
  expect(pbkdf2).toMatch(/^pbkdf2-sha256\$210000\$/);
  expect(await verifyPassword('Admin@123456', pbkdf2)).toBe(true);
  expect(await verifyPassword('x', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA==')).toBe(false); // too few iterations
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
