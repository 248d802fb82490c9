import { describe, expect, it } from 'vitest';
import { canSignIn, certificateStatus } from './certificate-status';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ending = (ms: number) => ({ notBefore: '2026-01-01T00:00:00Z', notAfter: iso(ms) });

describe('certificateStatus (SPEC 9: a warning at 60 days or fewer)', () => {
  it('is valid beyond 60 days, and expiring at 60 days or fewer, a part day counting whole', () => {
    expect(certificateStatus(ending(NOW + 60 * DAY + 1), NOW)).toEqual({ kind: 'valid' });
    expect(certificateStatus(ending(NOW + 60 * DAY), NOW)).toEqual({ kind: 'expiring', daysLeft: 60 });
    expect(certificateStatus(ending(NOW + 1), NOW)).toEqual({ kind: 'expiring', daysLeft: 1 });
  });

  it('is expired after its end, and not yet valid before its start', () => {
    expect(certificateStatus(ending(NOW - 1), NOW)).toEqual({ kind: 'expired' });
    expect(certificateStatus({ notBefore: iso(NOW + 1), notAfter: iso(NOW + DAY) }, NOW)).toEqual({
      kind: 'notYetValid',
    });
  });

  it('signs in only while valid or expiring', () => {
    expect(canSignIn({ kind: 'valid' })).toBe(true);
    expect(canSignIn({ kind: 'expiring', daysLeft: 3 })).toBe(true);
    expect(canSignIn({ kind: 'expired' })).toBe(false);
    expect(canSignIn({ kind: 'notYetValid' })).toBe(false);
  });
});
