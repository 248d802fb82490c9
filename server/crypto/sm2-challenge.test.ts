import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createSecretBox } from './secret-box';
import { issueSm2Challenge, readSm2Challenge, SM2_CHALLENGE_TTL_MS } from './sm2-challenge';

const box = createSecretBox(randomBytes(32));
const now = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

it('reads back the key code, the expiry and a fresh 128-bit nonce of each challenge it issued', () => {
  const code = issueSm2Challenge(box, 'key.with.dots', now);
  expect(readSm2Challenge(box, code, now)).toEqual({
    keyCode: 'key.with.dots',
    expiresAt: later(SM2_CHALLENGE_TTL_MS),
    nonce: expect.stringMatching(/^[\w-]{22}$/),
  });
  const again = issueSm2Challenge(box, 'key.with.dots', now);
  expect(readSm2Challenge(box, again, now)?.nonce).not.toBe(readSm2Challenge(box, code, now)?.nonce);
});

it('takes a challenge until its expiry, not after', () => {
  const code = issueSm2Challenge(box, 'k1', now);
  expect(readSm2Challenge(box, code, later(SM2_CHALLENGE_TTL_MS - 1))).not.toBeNull();
  expect(readSm2Challenge(box, code, later(SM2_CHALLENGE_TTL_MS))).toBeNull();
});

it('refuses any change to a challenge, one of another server, and text that is none', () => {
  const code = issueSm2Challenge(box, 'k1', now);
  const [keyCode = '', expiry = '', nonce = '', mac = ''] = code.split('.');
  const altered = [
    ['k2', expiry, nonce, mac],
    [keyCode, String(Number(expiry) + 60), nonce, mac],
    [keyCode, expiry, `${nonce.startsWith('A') ? 'B' : 'A'}${nonce.slice(1)}`, mac],
    [keyCode, expiry, nonce, `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`],
  ].map((parts) => parts.join('.'));
  for (const forged of [...altered, 'k1', '', `${code}x`])
    expect(readSm2Challenge(box, forged, now)).toBeNull();
  expect(readSm2Challenge(createSecretBox(randomBytes(32)), code, now)).toBeNull();
});
