import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** Stores a captcha by its code (its answer only as a digest), dropping those that have run out. */
export async function insertCaptcha(
  db: Queryable,
  captcha: { code: string; answerHash: string; expiresAt: Date; scope: string },
  now: Date,
) {
  await db.run('delete from captcha where expires_at < $1', [now]);
  await db.run('insert into captcha (code, answer_hash, expires_at, scope) values ($1, $2, $3, $4)', [
    captcha.code,
    captcha.answerHash,
    captcha.expiresAt,
    captcha.scope,
  ]);
}

/**
 * Spends the captcha of `code` drawn for `scope` in one statement (so in every process at once) and returns
 * its answer digest; null when it is unknown, drawn for another scope, spent or expired.
 */
export async function spendCaptcha(
  db: Queryable,
  code: string,
  scope: string,
  now: Date,
): Promise<string | null> {
  const row = await db.row(
    z.object({ answerHash: z.string() }),
    `update captcha set used_at = $2 where code = $1 and scope = $3 and used_at is null and expires_at > $2
     returning answer_hash as "answerHash"`,
    [code, now, scope],
  );
  return row?.answerHash ?? null;
}
