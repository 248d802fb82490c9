import { describe, expect, it } from 'vitest';
import { sTokenKey } from './s-token.rule';

// The key is as many characters as it is bytes here (ASCII), so 32 characters make an AES-256 key.
const ASCII = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe('sTokenKey (SPEC 5: encryption keys cut or padded to 32 characters)', () => {
  it('pads an empty key to 32 zeros', () => {
    expect(sTokenKey('')).toBe('0'.repeat(32));
  });

  it('pads 31 characters with one 0', () => {
    expect(sTokenKey(ASCII.slice(0, 31))).toBe(`${ASCII.slice(0, 31)}0`);
  });

  it('keeps 32 characters as they are', () => {
    expect(sTokenKey(ASCII.slice(0, 32))).toBe(ASCII.slice(0, 32));
  });

  it('cuts 33 characters to the first 32', () => {
    expect(sTokenKey(ASCII.slice(0, 33))).toBe(ASCII.slice(0, 32));
  });

  it('always gives 32 characters', () => {
    for (const length of [0, 1, 16, 31, 32, 33, 64]) expect(sTokenKey('k'.repeat(length))).toHaveLength(32);
  });
});
