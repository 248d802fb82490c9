import * as z from 'zod/mini';
import { CodeType } from '../../../schemas/reset-password.schema';
import type { Queryable } from '../../db/db';

/** The reset code last sent to a user; its code as a digest, '' once withdrawn. */
const ResetCode = z.object({
  channel: CodeType,
  codeHash: z.string(),
  /** The code this one replaced: typed now, it is stale, not a guess. */
  previousHash: z.nullable(z.string()),
  sentAt: z.date(),
  expiresAt: z.date(),
  usedAt: z.nullable(z.date()),
});
export type ResetCode = z.output<typeof ResetCode>;

export async function findResetCode(db: Queryable, userId: string): Promise<ResetCode | null> {
  return db.row(
    ResetCode,
    `select channel, code_hash as "codeHash", previous_hash as "previousHash", sent_at as "sentAt",
       expires_at as "expiresAt", used_at as "usedAt"
     from password_reset_code where user_id = $1`,
    [userId],
  );
}

/** How many reset codes the user was sent after `since` (withdrawn ones are not counted). */
export async function resetCodesSentSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const row = await db.row(
    z.object({ n: z.int() }),
    'select count(*)::int as n from password_reset_code_sent where user_id = $1 and sent_at > $2',
    [userId, since],
  );
  return row?.n ?? 0;
}

/**
 * Stores a new code in place of the user's last one, and logs it for the daily cap, in one statement: unless
 * the last was sent after `resendBoundary` (the countdown still runs) or `dailyLimit` codes were sent after
 * `daySince`; false then, in every process at once. A withdrawn code is no code to remember as replaced.
 */
export async function storeResetCode(
  db: Queryable,
  userId: string,
  code: { channel: CodeType; hash: string; sentAt: Date; expiresAt: Date },
  limits: { resendBoundary: Date; daySince: Date; dailyLimit: number },
): Promise<boolean> {
  return db.exists(
    `with stored as (
       insert into password_reset_code as c (user_id, channel, code_hash, sent_at, expires_at)
       select $1, $2, $3, $4, $5
       where (select count(*) from password_reset_code_sent where user_id = $1 and sent_at > $7) < $8
       on conflict (user_id) do update set channel = excluded.channel,
         previous_hash = case when c.code_hash = '' then c.previous_hash else c.code_hash end,
         code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
         used_at = null
       where c.sent_at <= $6
       returning user_id
     )
     insert into password_reset_code_sent (user_id, channel, sent_at)
     select user_id, $2, $4 from stored returning user_id`,
    [
      userId,
      code.channel,
      code.hash,
      code.sentAt,
      code.expiresAt,
      limits.resendBoundary,
      limits.daySince,
      limits.dailyLimit,
    ],
  );
}

/** Uses the code of digest `codeHash` sent by `channel` if it is unused and unexpired; false otherwise. */
export async function claimResetCode(
  db: Queryable,
  userId: string,
  channel: CodeType,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  return db.exists(
    `update password_reset_code set used_at = $4
     where user_id = $1 and channel = $2 and code_hash = $3 and used_at is null and expires_at > $4
     returning user_id`,
    [userId, channel, codeHash, now],
  );
}

/**
 * Withdraws the code of digest `codeHash` sent at `sentAt` (it never reached anyone): no code matches it, another
 * may be sent at once, and it does not count towards the daily cap. A newer code sent meanwhile stays.
 */
export async function withdrawResetCode(db: Queryable, userId: string, codeHash: string, sentAt: Date) {
  await db.run(
    `with withdrawn as (
       update password_reset_code set code_hash = '', sent_at = 'epoch'
       where user_id = $1 and code_hash = $2 returning user_id
     )
     delete from password_reset_code_sent s using withdrawn w where s.user_id = w.user_id and s.sent_at = $3`,
    [userId, codeHash, sentAt],
  );
}
