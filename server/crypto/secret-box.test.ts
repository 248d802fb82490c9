import { createHmac, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox(randomBytes(32));

it('opens what it sealed, for the same context only', () => {
  const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:alice');
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
  expect(box.open(sealed, 'totp:alice')).toBe('JBSWY3DPEHPK3PXP');
  expect(() => box.open(sealed, 'totp:bob')).toThrow();
});

it('seals the same secret differently each time', () => {
  expect(box.seal('s', 'c')).not.toBe(box.seal('s', 'c'));
});

it('refuses altered text and another key', () => {
  const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:alice');
  const [version, iv, body] = sealed.split('.') as [string, string, string];
  const flipped = Buffer.from(body, 'base64url');
  flipped[0] = flipped[0]! ^ 1;
  expect(() => box.open([version, iv, flipped.toString('base64url')].join('.'), 'totp:alice')).toThrow();
  expect(() => createSecretBox(randomBytes(32)).open(sealed, 'totp:alice')).toThrow();
  expect(() => box.open('plain', 'totp:alice')).toThrow(/not a sealed secret/);
});

it('takes only a 32-byte key', () => {
  expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
});

it('tags a text per key and context, and the tag is not the sealing key', () => {
  const key = randomBytes(32);
  const tag = createSecretBox(key).mac('challenge', 'sm2-challenge');
  expect(tag).toMatch(/^[\w-]{43}$/);
  expect(createSecretBox(key).mac('challenge', 'sm2-challenge')).toBe(tag);
  expect(createSecretBox(key).mac('challenge', 'other')).not.toBe(tag);
  expect(createSecretBox(key).mac('challengf', 'sm2-challenge')).not.toBe(tag);
  expect(createSecretBox(randomBytes(32)).mac('challenge', 'sm2-challenge')).not.toBe(tag);
  expect(createHmac('sha256', key).update('sm2-challenge\0challenge').digest('base64url')).not.toBe(tag);
});
