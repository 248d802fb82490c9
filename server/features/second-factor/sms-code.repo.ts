import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

const SmsCode = z.object({
  codeHash: z.string(),
  sentAt: z.date(),
  expiresAt: z.date(),
  usedAt: z.nullable(z.date()),
});
export type SmsCode = z.output<typeof SmsCode>;

/** The code last sent to the user, used or not. */
export async function findSmsCode(db: Queryable, userId: string): Promise<SmsCode | null> {
  return db.row(
    SmsCode,
    `select code_hash as "codeHash", sent_at as "sentAt", expires_at as "expiresAt", used_at as "usedAt"
     from sms_code where user_id = $1`,
    [userId],
  );
}

/**
 * Stores a new code in place of the last one, unless the last was sent after `resendBoundary` (the countdown
 * still runs): false then, in every process at once.
 */
export async function replaceSmsCode(
  db: Queryable,
  userId: string,
  code: { hash: string; sentAt: Date; expiresAt: Date },
  resendBoundary: Date,
) {
  return db.exists(
    `insert into sms_code as s (user_id, code_hash, sent_at, expires_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, used_at = null
     where s.sent_at <= $5
     returning user_id`,
    [userId, code.hash, code.sentAt, code.expiresAt, resendBoundary],
  );
}

/** Uses the code whose digest is `codeHash` if it is unused and unexpired; false otherwise. */
export async function claimSmsCode(db: Queryable, userId: string, codeHash: string, now: Date) {
  return db.exists(
    `update sms_code set used_at = $3
     where user_id = $1 and code_hash = $2 and used_at is null and expires_at > $3 returning user_id`,
    [userId, codeHash, now],
  );
}
