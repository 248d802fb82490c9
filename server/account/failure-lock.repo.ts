import * as z from 'zod/mini';
import { usernameKey } from '../../schemas/rules/username-key.rule';
import type { Queryable } from '../db/db';
import type { TenantSettings } from '../tenant/tenant-settings.schema';

const FailureState = z.object({ failures: z.int(), lockedUntil: z.nullable(z.date()) });
export type FailureState = z.output<typeof FailureState>;

/**
 * Where wrong answers are counted: passwords (SPEC 8, per name, known or not), second-factor codes (per user)
 * and SMS login codes (per number, the number in place of the name). All lock the same way, for the tenant's
 * lock time.
 */
export type FailureCounter = 'login_failure' | 'second_factor_failure' | 'sms_login_failure';

const CLEAN_SLATE: FailureState = { failures: 0, lockedUntil: null };

// Counters are keyed by the name's key, as accounts are found by it (schemas/rules/username-key.rule.ts):
// every spelling of a name shares one lock; a number's key is the number. `counter` is one of three table
// names, never user input.

/** Failures and lock now in force; an expired lock reads as a clean slate. */
export async function failureState(
  db: Queryable,
  counter: FailureCounter,
  enterpriseId: string,
  username: string,
  now: Date,
): Promise<FailureState> {
  const row = await db.row(
    FailureState,
    `select failures, locked_until as "lockedUntil" from ${counter} where enterprise_id = $1 and username = $2`,
    [enterpriseId, usernameKey(username)],
  );
  if (!row || (row.lockedUntil && row.lockedUntil <= now)) return CLEAN_SLATE;
  return row;
}

/**
 * Counts one failure in a single statement (atomic across processes) and starts the lock when the count
 * reaches the tenant maximum. A lock that has run out starts the count again from one.
 */
export async function recordFailure(
  db: Queryable,
  counter: FailureCounter,
  enterpriseId: string,
  username: string,
  settings: TenantSettings,
  now: Date,
): Promise<FailureState> {
  const max = settings.maxFailedAttempts > 0 ? settings.maxFailedAttempts : 2_147_483_647; // 0 disables the lock;
  const lockUntil = new Date(now.getTime() + settings.lockTimeMinutes * 60_000);
  const row = await db.row(
    FailureState,
    `insert into ${counter} as f (enterprise_id, username, failures, locked_until)
     values ($1, $2, 1, case when 1 >= $4::int then $5::timestamptz end)
     on conflict (enterprise_id, username) do update set
       failures = (case when f.locked_until <= $3 then 0 else f.failures end) + 1,
       locked_until = case when (case when f.locked_until <= $3 then 0 else f.failures end) + 1 >= $4::int
         then $5::timestamptz end
     returning failures, locked_until as "lockedUntil"`,
    [enterpriseId, usernameKey(username), now, max, lockUntil],
  );
  return row ?? { failures: 1, lockedUntil: null };
}

export async function clearFailures(
  db: Queryable,
  counter: FailureCounter,
  enterpriseId: string,
  username: string,
) {
  await db.run(`delete from ${counter} where enterprise_id = $1 and username = $2`, [
    enterpriseId,
    usernameKey(username),
  ]);
}

/**
 * Counts an attempt before its answer is checked, in one statement: of any number of attempts at once (in any
 * process) only the first `maxFailedAttempts` see a count within the maximum, so a burst gets no more guesses
 * than a sequence. A lock in force stays; one that has run out starts the count again from one.
 */
export async function reserveAttempt(
  db: Queryable,
  counter: FailureCounter,
  enterpriseId: string,
  username: string,
  now: Date,
): Promise<FailureState> {
  const row = await db.row(
    FailureState,
    `insert into ${counter} as f (enterprise_id, username, failures) values ($1, $2, 1)
     on conflict (enterprise_id, username) do update set
       failures = (case when f.locked_until <= $3 then 0 else f.failures end) + 1,
       locked_until = case when f.locked_until <= $3 then null else f.locked_until end
     returning failures, locked_until as "lockedUntil"`,
    [enterpriseId, usernameKey(username), now],
  );
  return row ?? { failures: 1, lockedUntil: null };
}

/** Gives back an attempt that was not a wrong answer (a used or expired code): it does not count. */
export async function releaseAttempt(
  db: Queryable,
  counter: FailureCounter,
  enterpriseId: string,
  username: string,
) {
  await db.run(
    `update ${counter} set failures = greatest(failures - 1, 0) where enterprise_id = $1 and username = $2`,
    [enterpriseId, usernameKey(username)],
  );
}

/** Starts the lock now (the attempts reserved reached the tenant maximum), unless one is in force. */
export async function startLock(
  db: Queryable,
  counter: FailureCounter,
  enterpriseId: string,
  username: string,
  settings: TenantSettings,
  now: Date,
) {
  await db.run(
    `update ${counter} set locked_until = $3
     where enterprise_id = $1 and username = $2 and (locked_until is null or locked_until <= $4)`,
    [enterpriseId, usernameKey(username), new Date(now.getTime() + settings.lockTimeMinutes * 60_000), now],
  );
}
