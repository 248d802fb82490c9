import type { Deps } from '../deps';
import type { TenantSettings } from '../tenant/tenant-settings.schema';
import {
  clearFailures,
  releaseAttempt,
  reserveAttempt,
  startLock,
  type FailureCounter,
} from './failure-lock.repo';

/** The tenant's lock threshold for `judgeAttempt` (`maxFailedAttempts`; 0 turns the lock off). */
export const tenantLockMax = (settings: TenantSettings): number =>
  settings.maxFailedAttempts > 0 ? settings.maxFailedAttempts : Infinity;

/** The failure counter an answer counts on, and its key there: the tenant and a name (or a number). */
export type CounterKey = readonly [counter: FailureCounter, enterpriseId: string, key: string];

/**
 * One answer as a failure counter judges it: refused while the key is locked; counted before it is checked
 * (answers sent at once cannot all pass an unlocked check); a verdict other than `pass` or `wrong` was no guess
 * (a used, replaced or expired code) and is given back; a right answer clears the count; the wrong one that
 * reaches `max` locks the key for the tenant's lock time. A key locked already is refused unchecked.
 */
export async function judgeAttempt<V extends string>(
  deps: Pick<Deps, 'db' | 'clock'>,
  settings: TenantSettings,
  key: CounterKey,
  max: number,
  verdictOf: () => Promise<V | 'pass' | 'wrong'>,
): Promise<V | 'pass' | 'wrong' | 'locked'> {
  const { db } = deps;
  const now = deps.clock.now();
  const attempt = await reserveAttempt(db, ...key, now);
  if (attempt.lockedUntil || attempt.failures > max) {
    if (!attempt.lockedUntil) await startLock(db, ...key, settings, now);
    return 'locked';
  }
  const verdict = await verdictOf();
  if (verdict === 'pass') await clearFailures(db, ...key);
  else if (verdict !== 'wrong') await releaseAttempt(db, ...key);
  if (verdict !== 'wrong' || attempt.failures < max) return verdict;
  await startLock(db, ...key, settings, now);
  return 'locked';
}
