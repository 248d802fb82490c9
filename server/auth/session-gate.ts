import type { SessionUser } from './session-repo';

/** A session's password is past its expiry at `now`. */
export const passwordExpired = (s: SessionUser, now: Date) =>
  s.passwordExpiresAt !== null && s.passwordExpiresAt <= now;

/**
 * What a session still owes before it may be used to enter anything: the server, not only the front end,
 * refuses a risk-locked user, a pending password change (507) and a pending second factor (505).
 */
export function owedStep(s: SessionUser, now: Date): { code: string; message: string } | null {
  if (s.riskLocked) return { code: 'Forbidden', message: 'the account is locked' };
  if (s.mustChangePassword || passwordExpired(s, now))
    return { code: '507', message: 'password change required' };
  if (s.hasSecondFactor && !s.secondFactorVerified) return { code: '505', message: 'second factor required' };
  return null;
}
