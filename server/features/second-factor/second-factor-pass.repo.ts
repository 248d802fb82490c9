import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '../../../schemas/second-factor.schema';

/** The factor the user uses by default (the page offers it first); null when none is set. */
export async function preferredMethod(db: Queryable, userId: string): Promise<SecondFactorMethod | null> {
  const row = await db.row(
    z.object({ method: z.nullable(z.enum(SECOND_FACTOR_METHODS)) }),
    'select second_factor_method as method from app_user where id = $1',
    [userId],
  );
  return row?.method ?? null;
}

export async function insertPass(
  db: Queryable,
  pass: { codeHash: string; tokenHash: string; method: SecondFactorMethod; expiresAt: Date },
) {
  await db.run(
    'insert into second_factor_pass (code_hash, token_hash, method, expires_at) values ($1, $2, $3, $4)',
    [pass.codeHash, pass.tokenHash, pass.method, pass.expiresAt],
  );
}

/**
 * Redeems the pass for the session of `tokenHash` and marks the session verified, in one statement: false
 * for a pass that is unknown, another session's, used or expired, and for a composite chain's token that owes
 * its chain's steps (issue 15): only the chain's last step verifies it (composite-factor.repo.ts).
 */
export async function redeemPass(db: Queryable, codeHash: string, tokenHash: string, now: Date) {
  return db.exists(
    `with redeemed as (
       update second_factor_pass set used_at = $3
       where code_hash = $1 and token_hash = $2 and used_at is null and expires_at > $3
         and not exists (select 1 from composite_run r where r.token_hash = $2 and r.finished_at is null)
       returning token_hash)
     update access_token t set second_factor_verified_at = $3
     from redeemed r where t.token_hash = r.token_hash returning t.token_hash`,
    [codeHash, tokenHash, now],
  );
}

export type SecondFactorOutcome =
  'passed' | 'bound' | 'sent' | 'wrong' | 'used' | 'expired' | 'locked' | 'reset';

export async function recordEvent(
  db: Queryable,
  event: { userId: string; method: SecondFactorMethod; outcome: SecondFactorOutcome; at: Date },
) {
  await db.run(
    'insert into second_factor_event (user_id, method, outcome, created_at) values ($1, $2, $3, $4)',
    [event.userId, event.method, event.outcome, event.at],
  );
}

/** How many events of `outcome` the user's `method` logged since `since` (codes sent today, wrong answers). */
export async function countEvents(
  db: Queryable,
  event: { userId: string; method: SecondFactorMethod; outcome: SecondFactorOutcome; since: Date },
): Promise<number> {
  const row = await db.row(
    z.object({ n: z.int() }),
    `select count(*)::int as n from second_factor_event
     where user_id = $1 and method = $2 and outcome = $3 and created_at > $4`,
    [event.userId, event.method, event.outcome, event.since],
  );
  return row?.n ?? 0;
}
