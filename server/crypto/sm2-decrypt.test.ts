import { sm2 } from 'sm-crypto';
import { expect, it } from 'vitest';
import { decryptSm2 } from './sm2-decrypt';

const keys = sm2.generateKeyPairHex();
const other = sm2.generateKeyPairHex();

it('decrypts C1C3C2 hex with and without the 04 prefix', () => {
  const cipher = sm2.doEncrypt('Demo@123456 密码', keys.publicKey, 1);
  expect(decryptSm2(cipher, keys.privateKey)).toBe('Demo@123456 密码');
  expect(decryptSm2(`04${cipher}`, keys.privateKey)).toBe('Demo@123456 密码');
  expect(decryptSm2(cipher.toUpperCase(), keys.privateKey)).toBe('Demo@123456 密码');
});

it('returns null, never throws, for anything it cannot decrypt', () => {
  const cipher = sm2.doEncrypt('secret', keys.publicKey, 1);
  expect(decryptSm2(cipher, other.privateKey)).toBeNull();
  expect(decryptSm2(sm2.doEncrypt('secret', keys.publicKey, 0), keys.privateKey)).toBeNull(); // C1C2C3
  expect(decryptSm2('not hex at all', keys.privateKey)).toBeNull();
  expect(decryptSm2('abcd', keys.privateKey)).toBeNull();
  expect(decryptSm2('ff'.repeat(120), keys.privateKey)).toBeNull();
  expect(decryptSm2(cipher.slice(0, -2) + (cipher.endsWith('00') ? '01' : '00'), keys.privateKey)).toBeNull();
});
