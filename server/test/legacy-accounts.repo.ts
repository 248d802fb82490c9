import * as z from 'zod/mini';
import type { Queryable } from '../db/db';

// Rows as a database written before 018-username-key.migration.ts holds them, and what that migration made of
// them.

/** A tenant with nothing but the columns it must have. */
export async function insertBareTenant(db: Queryable, id: string) {
  await db.run(`insert into enterprise (id, name, client_id, instance_id) values ($1, $1, $1, $1)`, [id]);
}

/** An account of `enterpriseId` as it was stored before names had a key. */
export async function insertKeylessAccount(db: Queryable, enterpriseId: string, username: string) {
  await db.run(
    `insert into app_user (id, enterprise_id, username, display_name, password_hash)
     values ($2 || ':' || $1, $2, $1, $1, 'none')`,
    [username, enterpriseId],
  );
}

export async function insertLoginFailure(
  db: Queryable,
  enterpriseId: string,
  counterKey: string,
  failures: number,
  lockedUntil: Date | null,
) {
  await db.run(
    'insert into login_failure (enterprise_id, username, failures, locked_until) values ($1, $2, $3, $4)',
    [enterpriseId, counterKey, failures, lockedUntil],
  );
}

/** Every account's name and key, by key. */
export async function accountKeys(db: Queryable) {
  return db.rows(
    z.object({ username: z.string(), key: z.string() }),
    'select username, username_key as key from app_user order by username_key',
  );
}

/** Every password failure counter, by key. */
export async function loginFailureRows(db: Queryable) {
  return db.rows(
    z.object({ key: z.string(), failures: z.int(), lockedUntil: z.nullable(z.date()) }),
    'select username as key, failures, locked_until as "lockedUntil" from login_failure order by username',
  );
}
