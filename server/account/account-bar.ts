import type { LoginUser } from './user.repo';

/** Why an account still may not sign in once its user proved to be its owner. */
export type AccountBar = 'disabled' | 'pending' | 'expired';

/**
 * The account's own state as every login checks it, after the password or code (so it tells nobody else how
 * an account stands): disabled, waiting for its registration's approval, or past its expiry; null: it may.
 */
export function accountBar(
  user: Pick<LoginUser, 'status' | 'accountExpiresAt'>,
  now: Date,
): AccountBar | null {
  if (user.status === 'disabled') return 'disabled';
  if (user.status === 'pending') return 'pending';
  if (user.accountExpiresAt && user.accountExpiresAt <= now) return 'expired';
  return null;
}
