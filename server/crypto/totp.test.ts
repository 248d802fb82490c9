import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpUri } from './totp';

const NOW = new Date('2026-11-24T12:00:10Z');
const STEP = Math.floor(NOW.getTime() / 30_000);

/** The code the standard `oathtool` (Debian's package) computes for `secret` at `time`. */
const oathtool = (secret: string, time: Date) =>
  execFileSync('oathtool', ['--totp', '--base32', secret, '--now', time.toISOString()], {
    encoding: 'utf8',
  }).trim();

const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('makes 160-bit secrets in base32', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the code oathtool computes, and names its time step', () => {
    expect(matchTotp(secret, oathtool(secret, NOW), NOW)).toBe(STEP);
  });

  it('accepts the codes of the step before and after, not two steps away', () => {
    expect(matchTotp(secret, oathtool(secret, at(-30)), NOW)).toBe(STEP - 1);
    expect(matchTotp(secret, oathtool(secret, at(30)), NOW)).toBe(STEP + 1);
    const twoBefore = oathtool(secret, at(-60));
    const twoAfter = oathtool(secret, at(60));
    // A code of two steps away that happens to equal a nearer one's would match that one; skip that 1 in 10^5.
    const near = [at(-30), NOW, at(30)].map((time) => oathtool(secret, time));
    if (!near.includes(twoBefore)) expect(matchTotp(secret, twoBefore, NOW)).toBeNull();
    if (!near.includes(twoAfter)) expect(matchTotp(secret, twoAfter, NOW)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    const code = oathtool(secret, NOW);
    expect(matchTotp(secret, ` ${code}`, NOW)).toBeNull();
    expect(matchTotp(secret, code.slice(1), NOW)).toBeNull();
    expect(matchTotp(secret, 'abcdef', NOW)).toBeNull();
  });

  it('writes the otpauth URI an authenticator app reads', () => {
    const uri = new URL(totpUri(secret, 'Demo Inc.', 'alice'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Demo Inc.:alice');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Demo Inc.',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
