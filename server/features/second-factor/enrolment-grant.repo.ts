import type { Queryable } from '../../db/db';

/** Lets the session of `tokenHash` bind a new device until `expiresAt` (it proved the user's phone). */
export async function grantEnrolment(db: Queryable, tokenHash: string, expiresAt: Date) {
  await db.run(
    `insert into enrolment_grant (token_hash, expires_at) values ($1, $2)
     on conflict (token_hash) do update set expires_at = excluded.expires_at`,
    [tokenHash, expiresAt],
  );
}

/** Whether the session of `tokenHash` may bind a new device now. */
export async function hasEnrolmentGrant(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  return db.exists('select 1 from enrolment_grant where token_hash = $1 and expires_at > $2', [
    tokenHash,
    now,
  ]);
}
