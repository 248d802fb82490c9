import { expect, it } from 'vitest';
import { hashAlgorithmOf, hashPassword, isCurrentHash, verifyPassword } from './password-hash';

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

it('tells the kind of a hash it reads, and which are of the current kind and parameters', async () => {
  const current = await hashPassword('Demo@123456');
  const older = await hashPassword('Demo@123456', 'pbkdf2-sha256');
  expect([hashAlgorithmOf(current), hashAlgorithmOf(older)]).toEqual(['scrypt', 'pbkdf2-sha256']);
  expect([isCurrentHash(current), isCurrentHash(older)]).toEqual([true, false]);
  expect(isCurrentHash(current.replace(/^scrypt\$32768\$/, 'scrypt$16384$'))).toBe(false);
  // Hashes it does not read are no kind: a check spends a dummy's work on them instead.
  for (const unread of ['none', '', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA==', 'scrypt$32768$8$1$c2FsdA==$']) {
    expect(hashAlgorithmOf(unread)).toBeNull();
  }
});
