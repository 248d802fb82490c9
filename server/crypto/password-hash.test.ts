import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

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
