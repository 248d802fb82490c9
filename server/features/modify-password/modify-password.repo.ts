import type { Queryable } from '../../db/db';

/**
 * Records the client token of a password-change form; false when it was handled before (a replay), in every
 * process at once.
 */
export async function claimClientToken(
  db: Queryable,
  userId: string,
  clientToken: string,
  now: Date,
): Promise<boolean> {
  return db.exists(
    `insert into password_change_request (user_id, client_token, created_at) values ($1, $2, $3)
     on conflict do nothing returning client_token`,
    [userId, clientToken, now],
  );
}
