import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

export type NewCaptcha = { code: string; answerHash: string; expiresAt: Date; scope: string };

/** Forgets captchas that ran out: spent or not, they answer nothing any more. */
export async function deleteExpiredCaptchas(db: Queryable, now: Date) {
  await db.run('delete from captcha where expires_at < $1', [now]);
}

/**
 * Stores a captcha drawn by `cap.address`, unless that address drew `cap.max` after `cap.since`: false then.
 * The caller holds the address's lock, so the count is exact across processes.
 */
export async function insertCaptchaWithinCap(
  db: Queryable,
  captcha: NewCaptcha,
  cap: { address: string; now: Date; since: Date; max: number },
): Promise<boolean> {
  return db.exists(
    `insert into captcha (code, answer_hash, expires_at, scope, client_address, created_at)
     select $1, $2, $3, $4, $5, $6
     where (select count(*) from captcha where client_address = $5 and created_at > $7) < $8
     returning code`,
    [
      captcha.code,
      captcha.answerHash,
      captcha.expiresAt,
      captcha.scope,
      cap.address,
      cap.now,
      cap.since,
      cap.max,
    ],
  );
}

/** Stores a session step's captcha in place of the step's earlier ones: a session keeps its newest only. */
export async function replaceScopeCaptcha(db: Queryable, captcha: NewCaptcha, now: Date) {
  await db.run('delete from captcha where scope = $1', [captcha.scope]);
  await db.run(
    'insert into captcha (code, answer_hash, expires_at, scope, created_at) values ($1, $2, $3, $4, $5)',
    [captcha.code, captcha.answerHash, captcha.expiresAt, captcha.scope, now],
  );
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
