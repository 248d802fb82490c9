import { failureState } from '../../account/failure-lock.repo';
import { judgeAttempt } from '../../account/judge-attempt.service';
import { sha256Hex } from '../../crypto/opaque-token';
import { sameText } from '../../crypto/same-text';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { claimLoginCode, findLoginCode, type LoginNumber } from './login-code.repo';

/** Wrong codes that lock a number (as a reset's or a second factor's codes), for the tenant's lock time. */
export const SMS_LOGIN_MAX_WRONG = 5;

/** What one typed code was: right, a guess, or no code to guess (none waiting: used, replaced, expired). */
type Verdict = 'pass' | 'wrong' | 'expired';

// Only a digest is stored; the number in it keeps equal codes of two numbers apart.
export const loginCodeDigest = (number: LoginNumber, code: string) =>
  sha256Hex(`${number.enterpriseId}:${number.phoneNumber}:${code}`);

const counterOf = (number: LoginNumber) =>
  ['sms_login_failure', number.enterpriseId, number.phoneNumber] as const;

/** Whether wrong codes lock the number now. */
export async function numberLocked(deps: Deps, number: LoginNumber): Promise<boolean> {
  const state = await failureState(deps.db, ...counterOf(number), deps.clock.now());
  return state.lockedUntil !== null;
}

/**
 * One typed code, judged on the number's failure counter (judgeAttempt): refused while the number is locked;
 * an attempt with no code to guess is given back; the fifth wrong code locks the number.
 */
export function judgeLoginCode(
  deps: Deps,
  tenant: Tenant,
  number: LoginNumber,
  code: string,
): Promise<Verdict | 'locked'> {
  return judgeAttempt(deps, tenant.settings, counterOf(number), SMS_LOGIN_MAX_WRONG, () =>
    codeVerdict(deps, number, code),
  );
}

/** How a typed code compares with the number's last one: it passes once, within its minutes. */
async function codeVerdict(deps: Deps, number: LoginNumber, code: string): Promise<Verdict> {
  const now = deps.clock.now();
  const last = await findLoginCode(deps.db, number, now);
  // No code is waiting: nothing to guess, whatever was typed.
  if (!last?.waiting) return 'expired';
  const hash = loginCodeDigest(number, code);
  if (!sameText(last.codeHash, hash)) {
    // The code a resend replaced is stale, not a guess: it does not count towards the lock.
    return last.previousHash && sameText(last.previousHash, hash) ? 'expired' : 'wrong';
  }
  // Claimed in one statement: the same code sent twice at once passes once.
  return (await claimLoginCode(deps.db, number, hash, now)) ? 'pass' : 'expired';
}
