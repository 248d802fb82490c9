import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import {
  clearResetFailures,
  releaseResetAttempt,
  reserveResetAttempt,
  resetLockedUntil,
  startResetLock,
  type ResetPath,
} from './reset-lock.repo';

/** Wrong answers that lock a path: five codes (as a second-factor code), three sets of secret answers. */
export const MAX_WRONG: Record<ResetPath, number> = { code: 5, question: 3 };

/** What one answer was: right, a guess, or a code that was right once (stale, used, expired: no guess). */
export type Verdict = 'pass' | 'wrong' | 'expired';

/** Whether wrong answers lock the user's `path` now. */
export async function resetPathLocked(deps: Deps, userId: string, path: ResetPath): Promise<boolean> {
  return (await resetLockedUntil(deps.db, userId, path, deps.clock.now())) !== null;
}

/**
 * One answer on `path` as every reset judges it: refused while the path is locked; counted before it is
 * checked (attempts sent at once cannot all pass an unlocked check); a stale code is given back; a right one
 * clears the count; the wrong one that reaches the maximum locks the path for the tenant's lock time. The
 * count is the user's, so a new reset does not start it again.
 */
export async function judgeResetAttempt(
  deps: Deps,
  tenant: Tenant,
  userId: string,
  path: ResetPath,
  verdictOf: () => Promise<Verdict>,
): Promise<Verdict | 'locked'> {
  const { db } = deps;
  const now = deps.clock.now();
  const lockUntil = new Date(now.getTime() + tenant.settings.lockTimeMinutes * 60_000);
  const max = MAX_WRONG[path];
  const attempt = await reserveResetAttempt(db, userId, path, now);
  if (attempt.lockedUntil || attempt.failures > max) {
    if (!attempt.lockedUntil) await startResetLock(db, userId, path, lockUntil, now);
    return 'locked';
  }
  const verdict = await verdictOf();
  if (verdict === 'pass') await clearResetFailures(db, userId, path);
  if (verdict === 'expired') await releaseResetAttempt(db, userId, path);
  if (verdict !== 'wrong' || attempt.failures < max) return verdict;
  await startResetLock(db, userId, path, lockUntil, now);
  return 'locked';
}
