import type { Queryable } from '../db/db';
import { type AccountBar, accountBar } from './account-bar';
import { failureState } from './failure-lock.repo';
import type { LoginUser } from './user.repo';

/**
 * Why an account whose owner proved themselves another way than the password (a texted code, a phone's
 * confirmation) still may not sign in: its own state, or the password login's lock on its name; null: it may.
 */
export async function loginBar(
  db: Queryable,
  enterpriseId: string,
  user: Pick<LoginUser, 'username' | 'status' | 'accountExpiresAt'>,
  now: Date,
): Promise<AccountBar | 'locked' | null> {
  const bar = accountBar(user, now);
  if (bar) return bar;
  const { lockedUntil } = await failureState(db, 'login_failure', enterpriseId, user.username, now);
  return lockedUntil ? 'locked' : null;
}
