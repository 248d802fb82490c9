import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sTokenKey } from '../../schemas/rules/s-token.rule';
import { sealSToken } from '../../server/crypto/s-token';
import { checkSToken } from './s-token';

const RESET_TOKEN = 'Xq3v9Yt0LrB2mN7cKp4sWd8fGh1jZa6eUo5iTy0bRn';

describe('sToken', () => {
  it('cuts a long key and pads a short one with 0 to 32 characters (SPEC 5)', () => {
    expect(sTokenKey(RESET_TOKEN)).toBe(RESET_TOKEN.slice(0, 32));
    expect(sTokenKey('abc')).toBe(`abc${'0'.repeat(29)}`);
    expect(sTokenKey('k'.repeat(32))).toBe('k'.repeat(32));
  });

  it('opens in the browser (crypto-js) what the server sealed (node:crypto) to the code sent', () => {
    expect(checkSToken(sealSToken('123456', RESET_TOKEN), RESET_TOKEN, '123456')).toBe('ok');
    expect(checkSToken(sealSToken('123456', 'short'), 'short', '123456')).toBe('ok');
  });

  it('agrees with an independent AES-256-ECB: the openssl CLI', () => {
    const key = Buffer.from(sTokenKey(RESET_TOKEN), 'utf8').toString('hex');
    const sealed = execFileSync('openssl', ['enc', '-aes-256-ecb', '-K', key, '-base64', '-A'], {
      input: '654321',
    }).toString();
    expect(sealed).toBe(sealSToken('654321', RESET_TOKEN));
    expect(checkSToken(sealed, RESET_TOKEN, '654321')).toBe('ok');
  });

  it('refuses a missing, tampered, foreign or malformed token', () => {
    const sealed = sealSToken('123456', RESET_TOKEN);
    expect(checkSToken(undefined, RESET_TOKEN, '123456')).toBe('missing');
    expect(checkSToken(null, RESET_TOKEN, '123456')).toBe('missing');
    expect(checkSToken('', RESET_TOKEN, '123456')).toBe('missing');
    // The answer to another code, under another reset's key, or with a byte changed.
    expect(checkSToken(sealSToken('000000', RESET_TOKEN), RESET_TOKEN, '123456')).toBe('mismatch');
    expect(checkSToken(sealSToken('123456', 'another-reset-token-of-32-chars!'), RESET_TOKEN, '123456')).toBe(
      'mismatch',
    );
    const tampered = `${sealed[0] === 'A' ? 'B' : 'A'}${sealed.slice(1)}`;
    expect(checkSToken(tampered, RESET_TOKEN, '123456')).toBe('mismatch');
    expect(checkSToken('not base64 at all %%%', RESET_TOKEN, '123456')).toBe('mismatch');
  });
});
