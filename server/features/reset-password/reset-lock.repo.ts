import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** The two ways a reset proves its account that wrong answers lock: sent codes, and secret questions. */
export type ResetPath = 'code' | 'question';

const Attempts = z.object({ failures: z.int(), lockedUntil: z.nullable(z.date()) });
export type Attempts = z.output<typeof Attempts>;

/** When the user's `path` is locked until, or null when it is not locked at `now`. */
export async function resetLockedUntil(
  db: Queryable,
  userId: string,
  path: ResetPath,
  now: Date,
): Promise<Date | null> {
  const row = await db.row(
    z.object({ lockedUntil: z.date() }),
    `select locked_until as "lockedUntil" from password_reset_failure
     where user_id = $1 and path = $2 and locked_until > $3`,
    [userId, path, now],
  );
  return row?.lockedUntil ?? null;
}

/**
 * Counts an attempt before its answer is checked, in one statement: of any number of attempts at once (in any
 * process) only as many as the maximum see a count within it, so a burst gets no more guesses than a sequence.
 * A lock in force stays; one that has run out starts the count again from one.
 */
export async function reserveResetAttempt(
  db: Queryable,
  userId: string,
  path: ResetPath,
  now: Date,
): Promise<Attempts> {
  const row = await db.row(
    Attempts,
    `insert into password_reset_failure as f (user_id, path, failures) values ($1, $2, 1)
     on conflict (user_id, path) do update set
       failures = (case when f.locked_until <= $3 then 0 else f.failures end) + 1,
       locked_until = case when f.locked_until <= $3 then null else f.locked_until end
     returning failures, locked_until as "lockedUntil"`,
    [userId, path, now],
  );
  return row ?? { failures: 1, lockedUntil: null };
}

/** Gives back an attempt that was no guess (a stale code): it does not count. */
export async function releaseResetAttempt(db: Queryable, userId: string, path: ResetPath) {
  await db.run(
    `update password_reset_failure set failures = greatest(failures - 1, 0) where user_id = $1 and path = $2`,
    [userId, path],
  );
}

/** A right answer: the count starts again. */
export async function clearResetFailures(db: Queryable, userId: string, path: ResetPath) {
  await db.run('delete from password_reset_failure where user_id = $1 and path = $2', [userId, path]);
}

/** Locks the user's `path` until `until`, unless a lock is in force at `now`. */
export async function startResetLock(db: Queryable, userId: string, path: ResetPath, until: Date, now: Date) {
  await db.run(
    `update password_reset_failure set locked_until = $3
     where user_id = $1 and path = $2 and (locked_until is null or locked_until <= $4)`,
    [userId, path, until, now],
  );
}
