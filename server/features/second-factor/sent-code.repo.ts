import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/**
 * Where a code went: the user's phone, the tenant's administrator who relays it, the phone to reset an app, a
 * phone being bound (its number is the code's `recipient`).
 */
export type CodeChannel = 'sms' | 'admin' | 'reset' | 'phone';

const SentCode = z.object({
  codeHash: z.string(),
  /** The code this one replaced: typed now, it is stale, not a guess. */
  previousHash: z.nullable(z.string()),
  sentAt: z.date(),
  expiresAt: z.date(),
  usedAt: z.nullable(z.date()),
  /** The number a code of the `phone` channel went to; null on the others. */
  recipient: z.nullable(z.string()),
});
export type SentCode = z.output<typeof SentCode>;

/** The code last sent to the user on `channel`, used or not. */
export async function findSentCode(
  db: Queryable,
  userId: string,
  channel: CodeChannel,
): Promise<SentCode | null> {
  return db.row(
    SentCode,
    `select code_hash as "codeHash", previous_hash as "previousHash", sent_at as "sentAt",
       expires_at as "expiresAt", used_at as "usedAt", recipient
     from sent_code where user_id = $1 and channel = $2`,
    [userId, channel],
  );
}

/**
 * Stores a new code in place of the last one on its channel, unless the last was sent after `resendBoundary`
 * (the countdown still runs): false then, in every process at once.
 */
export async function replaceSentCode(
  db: Queryable,
  userId: string,
  channel: CodeChannel,
  code: { hash: string; sentAt: Date; expiresAt: Date; recipient?: string },
  resendBoundary: Date,
) {
  return db.exists(
    `insert into sent_code as s (user_id, channel, code_hash, sent_at, expires_at, recipient)
     values ($1, $2, $3, $4, $5, $7)
     on conflict (user_id, channel) do update set previous_hash = s.code_hash, code_hash = excluded.code_hash,
       sent_at = excluded.sent_at, expires_at = excluded.expires_at, used_at = null,
       recipient = excluded.recipient
     where s.sent_at <= $6
     returning user_id`,
    [userId, channel, code.hash, code.sentAt, code.expiresAt, resendBoundary, code.recipient ?? null],
  );
}

/** Uses the code whose digest is `codeHash` if it is unused and unexpired; false otherwise. */
export async function claimSentCode(
  db: Queryable,
  userId: string,
  channel: CodeChannel,
  codeHash: string,
  now: Date,
) {
  return db.exists(
    `update sent_code set used_at = $4
     where user_id = $1 and channel = $2 and code_hash = $3 and used_at is null and expires_at > $4
     returning user_id`,
    [userId, channel, codeHash, now],
  );
}

/**
 * Withdraws the code of digest `codeHash` (it never reached anyone): no code matches it any more, and another
 * may be sent at once. A newer code sent meanwhile stays as it is.
 */
export async function withdrawSentCode(
  db: Queryable,
  userId: string,
  channel: CodeChannel,
  codeHash: string,
) {
  await db.run(
    `update sent_code set code_hash = '', sent_at = 'epoch' where user_id = $1 and channel = $2 and code_hash = $3`,
    [userId, channel, codeHash],
  );
}
