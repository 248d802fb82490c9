import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** Stores a captcha by its code (its answer only as a digest), dropping those that have run out. */
export async function insertCaptcha(
  db: Queryable,
  captcha: { code: string; answerHash: string; expiresAt: Date },
  now: Date,
) {
  await db.run('delete from captcha where expires_at < $1', [now]);
  await db.run('insert into captcha (code, answer_hash, expires_at) values ($1, $2, $3)', [
    captcha.code,
    captcha.answerHash,
    captcha.expiresAt,
  ]);
}

/**
 * Spends the captcha of `code` in one statement (so in every process at once) and returns its answer digest;
 * null when it is unknown, spent or expired.
 */
export async function spendCaptcha(db: Queryable, code: string, now: Date): Promise<string | null> {
  const row = await db.row(
    z.object({ answerHash: z.string() }),
    `update captcha set used_at = $2 where code = $1 and used_at is null and expires_at > $2
     returning answer_hash as "answerHash"`,
    [code, now],
  );
  return row?.answerHash ?? null;
}
