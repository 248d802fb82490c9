import { OWED_STEPS, type OwedStep } from '../../schemas/endpoint';
import { secondFactorRequired } from '../../schemas/rules/second-factor.rule';
import type { SessionUser } from './access-token.repo';

/** A session's password is past its expiry at `now`. */
export const passwordExpired = (s: SessionUser, now: Date) =>
  s.passwordExpiresAt !== null && s.passwordExpiresAt <= now;

/**
 * What a session still owes before it may be used to enter anything, in the order of `OWED_STEPS` (SPEC
 * section 4): a risk lock, a forced password change (first login or expired), a second factor not yet passed
 * (the user's own, or a composite chain's factor steps).
 * A login for a service provider owes the second factor only when the application requires it too; the
 * applications are those sp_logged handed this session to, and any of them requiring it is enough.
 */
export function owedSteps(s: SessionUser, now: Date): OwedStep[] {
  const secondFactorOwed = secondFactorRequired({
    userHasSecondFactor: s.hasSecondFactor,
    serviceProvider: s.providerTwoFactor !== null,
    applicationRequiresIt: s.providerTwoFactor === true,
    passed: s.secondFactorVerified,
    chainOwes: s.chainOwes,
  });
  // A token an application's code check got proved the app, not a login: the password's steps are not its
  // to owe, and it owes a login for everything but that application's answer.
  const login = !s.applicationCheck;
  const owed: Record<OwedStep, boolean> = {
    riskLock: s.riskLocked,
    passwordChange: login && (s.mustChangePassword || passwordExpired(s, now)),
    secondFactor: login && secondFactorOwed,
    applicationCheck: s.applicationCheck,
  };
  return OWED_STEPS.filter((step) => owed[step]);
}
