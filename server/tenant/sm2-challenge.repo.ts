import type { Queryable } from '../db/db';

// A used challenge's row outlives its expiry by this much: a process whose clock is behind by less still finds
// the nonce used, where a deleted row would let it take the challenge again.
const CLOCK_MARGIN_MS = 10 * 60_000;

/**
 * Records that a challenge's nonce is used: true the first time, false ever after, in every process sharing
 * the database (the insert itself decides, so two requests at once cannot both win). Rows well past their
 * challenge's expiry go on the way, so the table holds only the last minutes' challenges.
 */
export async function claimSm2Challenge(
  db: Queryable,
  nonce: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.run('delete from sm2_challenge_used where expires_at < $1', [
    new Date(now.getTime() - CLOCK_MARGIN_MS),
  ]);
  return db.exists(
    `insert into sm2_challenge_used (nonce, expires_at) values ($1, $2)
     on conflict do nothing returning nonce`,
    [nonce, expiresAt],
  );
}
