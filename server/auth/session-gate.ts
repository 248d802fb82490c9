import type { SessionUser } from './session-repo';

/** A session's password is past its expiry at `now`. */
export const passwordExpired = (s: SessionUser, now: Date) =>
  s.passwordExpiresAt !== null && s.passwordExpiresAt <= now;

type Owed = { code: string; message: string } | null;

function owed(s: SessionUser, now: Date, secondFactorAsked: boolean): Owed {
  if (s.riskLocked) return { code: 'Forbidden', message: 'the account is locked' };
  if (s.mustChangePassword || passwordExpired(s, now))
    return { code: '507', message: 'password change required' };
  if (secondFactorAsked && !s.secondFactorVerified) return { code: '505', message: 'second factor required' };
  return null;
}

/**
 * What a session still owes before it may be used to enter anything: the server, not only the front end,
 * refuses a risk-locked user, a pending password change (507) and a pending second factor (505). An
 * application's own second check (authResult) always asks the second factor: its answer vouches for it.
 */
export const owedStep = (s: SessionUser, now: Date): Owed => owed(s, now, s.hasSecondFactor);

/**
 * What a session owes before session/save. SPEC section 4: a login for a service provider asks the second
 * factor only when the application requires it too; the applications are those sp_logged handed this
 * session to (stored with the token), and any of them requiring it is enough.
 */
export const owedBeforeSave = (s: SessionUser, now: Date): Owed =>
  owed(s, now, s.hasSecondFactor && s.providerTwoFactor !== false);
