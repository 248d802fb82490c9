import { expect, it } from 'vitest';
import { PRODUCTION_KDF_COST, TEST_KDF_COST } from './kdf-cost';
import { hashAlgorithmOf, hashPassword, isCurrentHash, verifyPassword } from './password-hash';

// Production's parameters: the ones every server outside Vitest writes and reads.
const cost = PRODUCTION_KDF_COST;

it('hashes with scrypt and PBKDF2, parameters stored with the hash', async () => {
  const scrypt = await hashPassword('Demo@123456', cost);
  expect(scrypt).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(await verifyPassword('Demo@123456', scrypt, cost)).toBe(true);
  expect(await verifyPassword('demo@123456', scrypt, cost)).toBe(false);
  const pbkdf2 = await hashPassword('Admin@123456', cost, 'pbkdf2-sha256');
  expect(pbkdf2).toMatch(/^pbkdf2-sha256\$210000\$/);
  expect(await verifyPassword('Admin@123456', pbkdf2, cost)).toBe(true);
  // too few iterations
  expect(await verifyPassword('x', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA==', cost)).toBe(false);
});

it('tells the kind of a hash it reads, and which are of the current kind and parameters', async () => {
  const current = await hashPassword('Demo@123456', cost);
  const older = await hashPassword('Demo@123456', cost, 'pbkdf2-sha256');
  expect([hashAlgorithmOf(current, cost), hashAlgorithmOf(older, cost)]).toEqual(['scrypt', 'pbkdf2-sha256']);
  expect([isCurrentHash(current, cost), isCurrentHash(older, cost)]).toEqual([true, false]);
  expect(isCurrentHash(current.replace(/^scrypt\$32768\$/, 'scrypt$16384$'), cost)).toBe(false);
  // Hashes it does not read are no kind: a check spends a dummy's work on them instead.
  for (const unread of ['none', '', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA==', 'scrypt$32768$8$1$c2FsdA==$']) {
    expect(hashAlgorithmOf(unread, cost)).toBeNull();
  }
});

it("reads the test cost's hashes as older ones in production: PBKDF2's refused, scrypt's rehashed", async () => {
  const cheapScrypt = await hashPassword('Demo@123456', TEST_KDF_COST);
  const cheapPbkdf2 = await hashPassword('Demo@123456', TEST_KDF_COST, 'pbkdf2-sha256');
  expect(cheapScrypt).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect([isCurrentHash(cheapScrypt, TEST_KDF_COST), isCurrentHash(cheapScrypt, cost)]).toEqual([
    true,
    false,
  ]);
  expect(await verifyPassword('Demo@123456', cheapPbkdf2, TEST_KDF_COST)).toBe(true);
  expect(await verifyPassword('Demo@123456', cheapPbkdf2, cost)).toBe(false);
});
