import * as z from 'zod/mini';
import { usernameKey } from '../../../schemas/rules/username-key.rule';
import type { Queryable } from '../db';

/**
 * Accounts are found, kept unique and locked by their name's key (schemas/rules/username-key.rule.ts). Until
 * now lookups compared PostgreSQL's lower(), whose folding depends on the database's locale, while the
 * failure counters used JavaScript's: `admİn` found `admin` but counted on a lock of its own. The key is the
 * rule's, so it is computed here rather than in SQL. Two accounts whose names now share a key stop the
 * migration at the unique index: an administrator renames one, then starts the server again.
 */
export async function up(tx: Queryable) {
  await tx.exec('alter table app_user add column username_key text');
  const users = await tx.rows(
    z.object({ id: z.string(), username: z.string() }),
    'select id, username from app_user',
  );
  for (const { id, username } of users) {
    await tx.run('update app_user set username_key = $2 where id = $1', [id, usernameKey(username)]);
  }
  await tx.exec(`alter table app_user alter column username_key set not null;
    drop index app_user_username_ci;
    create unique index app_user_username_key on app_user (enterprise_id, username_key);`);
  for (const counter of ['login_failure', 'second_factor_failure', 'sms_login_failure']) {
    await rekeyCounter(tx, counter);
  }
}

const Counter = z.object({
  enterpriseId: z.string(),
  username: z.string(),
  failures: z.int(),
  lockedUntil: z.nullable(z.date()),
});

// Counters were keyed by the trimmed, lower-cased name. One whose key changes joins the new key's count, so
// the failures typed in another spelling count against the account they were aimed at.
async function rekeyCounter(tx: Queryable, counter: string) {
  const rows = await tx.rows(
    Counter,
    `select enterprise_id as "enterpriseId", username, failures, locked_until as "lockedUntil" from ${counter}`,
  );
  for (const row of rows.filter(({ username }) => usernameKey(username) !== username)) {
    await tx.run(`delete from ${counter} where enterprise_id = $1 and username = $2`, [
      row.enterpriseId,
      row.username,
    ]);
    await tx.run(
      `insert into ${counter} as f (enterprise_id, username, failures, locked_until) values ($1, $2, $3, $4)
       on conflict (enterprise_id, username) do update set failures = f.failures + excluded.failures,
         locked_until = greatest(f.locked_until, excluded.locked_until)`,
      [row.enterpriseId, usernameKey(row.username), row.failures, row.lockedUntil],
    );
  }
}
