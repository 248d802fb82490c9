import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** A number of a tenant, as accounts store it: what login codes are sent to, counted for and locked by. */
export type LoginNumber = { enterpriseId: string; phoneNumber: string };

/** The login code last sent to a number, as digests ('' once withdrawn), and whether it is waiting at `now`. */
const LoginCode = z.object({
  codeHash: z.string(),
  /** The code this one replaced: typed now, it is stale, not a guess. */
  previousHash: z.nullable(z.string()),
  /** Not withdrawn, used or expired: a code typed can be right. */
  waiting: z.boolean(),
});
export type LoginCode = z.output<typeof LoginCode>;

export async function findLoginCode(
  db: Queryable,
  number: LoginNumber,
  now: Date,
): Promise<LoginCode | null> {
  return db.row(
    LoginCode,
    `select code_hash as "codeHash", previous_hash as "previousHash",
       (code_hash <> '' and used_at is null and expires_at > $3) as waiting
     from sms_login_code where enterprise_id = $1 and phone_number = $2`,
    [number.enterpriseId, number.phoneNumber, now],
  );
}

// The codes sent after `since` to the number and from the client address (to any number), by their parameters.
const sentCounts = (enterpriseId: string, phoneNumber: string, address: string, since: string) => {
  const toNumber = `enterprise_id = ${enterpriseId} and phone_number = ${phoneNumber}`;
  return `select count(*) filter (where ${toNumber})::int as "toNumber",
      count(*) filter (where client_address = ${address})::int as "fromAddress"
    from sms_login_code_sent where sent_at > ${since} and (${toNumber} or client_address = ${address})`;
};

/** How many login codes were sent after `since` to the number, and from the client address to any number. */
export async function loginCodesSentSince(
  db: Queryable,
  number: LoginNumber,
  clientAddress: string,
  since: Date,
): Promise<{ toNumber: number; fromAddress: number }> {
  const counts = await db.row(
    z.object({ toNumber: z.int(), fromAddress: z.int() }),
    sentCounts('$1', '$2', '$3', '$4'),
    [number.enterpriseId, number.phoneNumber, clientAddress, since],
  );
  return counts ?? { toNumber: 0, fromAddress: 0 };
}

/** The daily caps a new code must stay within: codes sent after `since`, to the number and from the address. */
export type DailyCaps = { since: Date; perNumber: number; perAddress: number };

/**
 * Stores a new code in place of the number's last one and logs it for the daily caps, in one statement: unless
 * the last was sent after `resendBoundary` (the countdown still runs) or a cap is reached; false then, in every
 * process at once. A withdrawn code is no code to remember as replaced.
 */
export async function storeLoginCode(
  db: Queryable,
  number: LoginNumber,
  code: { hash: string; sentAt: Date; expiresAt: Date; clientAddress: string },
  resendBoundary: Date,
  caps: DailyCaps,
): Promise<boolean> {
  return db.exists(
    `with sent_today as (${sentCounts('$1', '$2', '$6', '$8')}), stored as (
       insert into sms_login_code as c (enterprise_id, phone_number, code_hash, sent_at, expires_at)
       select $1, $2, $3, $4, $5 from sent_today where "toNumber" < $9 and "fromAddress" < $10
       on conflict (enterprise_id, phone_number) do update set
         previous_hash = case when c.code_hash = '' then c.previous_hash else c.code_hash end,
         code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
         used_at = null
       where c.sent_at <= $7
       returning enterprise_id, phone_number
     )
     insert into sms_login_code_sent (enterprise_id, phone_number, client_address, sent_at)
     select enterprise_id, phone_number, $6, $4 from stored returning id`,
    [
      number.enterpriseId,
      number.phoneNumber,
      code.hash,
      code.sentAt,
      code.expiresAt,
      code.clientAddress,
      resendBoundary,
      caps.since,
      caps.perNumber,
      caps.perAddress,
    ],
  );
}

/** Uses the number's code of digest `codeHash` if it is unused and unexpired; false otherwise (single use). */
export async function claimLoginCode(
  db: Queryable,
  number: LoginNumber,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  return db.exists(
    `update sms_login_code set used_at = $4
     where enterprise_id = $1 and phone_number = $2 and code_hash = $3 and used_at is null and expires_at > $4
     returning phone_number`,
    [number.enterpriseId, number.phoneNumber, codeHash, now],
  );
}

/**
 * Withdraws the code of digest `codeHash` sent at `sentAt` (it never reached the phone): no code matches it,
 * another may be sent at once, and it does not count towards the caps. A newer code sent meanwhile stays.
 */
export async function withdrawLoginCode(db: Queryable, number: LoginNumber, codeHash: string, sentAt: Date) {
  await db.run(
    `with withdrawn as (
       update sms_login_code set code_hash = '', sent_at = 'epoch'
       where enterprise_id = $1 and phone_number = $2 and code_hash = $3
       returning enterprise_id, phone_number
     )
     delete from sms_login_code_sent s using withdrawn w
     where s.enterprise_id = w.enterprise_id and s.phone_number = w.phone_number and s.sent_at = $4`,
    [number.enterpriseId, number.phoneNumber, codeHash, sentAt],
  );
}
