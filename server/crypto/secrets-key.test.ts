import { describe, expect, it } from 'vitest';
import { DEV_SECRETS_KEY, secretsKeyFrom } from './secrets-key';

describe('the secrets key', () => {
  it('is read from SECRETS_KEY as 64 hex digits', () => {
    const hex = 'ab'.repeat(32);
    const key = secretsKeyFrom({ SECRETS_KEY: hex, NODE_ENV: 'production' });
    expect(key.source).toBe('env');
    expect(Buffer.from(key.key).toString('hex')).toBe(hex);
  });

  it('refuses a key of the wrong form', () => {
    expect(() => secretsKeyFrom({ SECRETS_KEY: 'ab'.repeat(16) })).toThrow(/64 hex digits/);
    expect(() => secretsKeyFrom({ SECRETS_KEY: 'zz'.repeat(32) })).toThrow(/64 hex digits/);
  });

  it('falls back to the development key outside production only', () => {
    expect(secretsKeyFrom({})).toEqual({ key: DEV_SECRETS_KEY, source: 'development' });
    expect(() => secretsKeyFrom({ NODE_ENV: 'production' })).toThrow(/required in production/);
  });
});
