import * as z from 'zod/mini';
import { ChainPlan } from '../../../schemas/composite.schema';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '../../../schemas/second-factor-methods';
import type { Queryable } from '../../db/db';

/**
 * A composite chain's factor segment (issue 15), found by the token validate_auth_code issued: the token owes
 * the chain's factor steps, each paid by a second-factor pass of the step's method, in order.
 */

/** The chain a token owes, while it may still be paid: exchanged, neither finished nor ended, unexpired. */
const OwedRun = z.object({
  codeHash: z.string(),
  plan: ChainPlan,
  passed: z.int(),
  createdAt: z.date(),
});
export type OwedRun = z.output<typeof OwedRun>;

export function findOwedRun(db: Queryable, tokenHash: string, now: Date): Promise<OwedRun | null> {
  return db.row(
    OwedRun,
    `select code_hash as "codeHash", plan, passed, created_at as "createdAt" from composite_run
     where token_hash = $1 and validated_at is not null and finished_at is null and aborted_at is null
       and expires_at > $2`,
    [tokenHash, now],
  );
}

/** The method of a live pass of this token (unused, unexpired), null for none: what save_result was handed. */
export async function livePassMethod(
  db: Queryable,
  codeHash: string,
  tokenHash: string,
  now: Date,
): Promise<SecondFactorMethod | null> {
  const row = await db.row(
    z.object({ method: z.enum(SECOND_FACTOR_METHODS) }),
    `select method from second_factor_pass
     where code_hash = $1 and token_hash = $2 and used_at is null and expires_at > $3`,
    [codeHash, tokenHash, now],
  );
  return row?.method ?? null;
}

/** One factor step paid: the pass handed in, the chain's cursor where it stood, the step's method. */
export type ChainPass = {
  codeHash: string;
  tokenHash: string;
  runHash: string;
  passed: number;
  method: SecondFactorMethod;
  now: Date;
  /** When the chain expires unless its next step passes (chain-life.ts). */
  expiresAt: Date;
  /** It is the chain's last step: the chain finishes and the token is verified. */
  last: boolean;
};

/**
 * Spends the pass only if it is of the step's method, moves the cursor past the step (a compare-and-set on
 * `passed`, as advanceRun does), and, at the last step only, finishes the chain and marks the token's second
 * factor verified, all in one statement: true when the step passed, false when nothing moved (the pass
 * unknown, spent, expired or of another method, the chain moved on or ended).
 */
export function redeemChainPass(db: Queryable, pass: ChainPass): Promise<boolean> {
  return db.exists(
    `with run as (
       select code_hash from composite_run
       where code_hash = $3 and token_hash = $2 and passed = $4 and finished_at is null and aborted_at is null
         and expires_at > $6),
     spent as (
       update second_factor_pass set used_at = $6
       where code_hash = $1 and token_hash = $2 and method = $5 and used_at is null and expires_at > $6
         and exists (select 1 from run)
       returning token_hash),
     advanced as (
       update composite_run set passed = passed + 1, expires_at = $7, finished_at = $8
       where code_hash = $3 and token_hash = $2 and passed = $4 and finished_at is null and aborted_at is null
         and expires_at > $6 and exists (select 1 from spent)
       returning finished_at is not null as finished),
     verified as (
       update access_token set second_factor_verified_at = $6
       where token_hash = $2 and exists (select 1 from advanced where finished)
       returning token_hash)
     select 1 from advanced`,
    [
      pass.codeHash,
      pass.tokenHash,
      pass.runHash,
      pass.passed,
      pass.method,
      pass.now,
      pass.expiresAt,
      pass.last ? pass.now : null,
    ],
  );
}

/**
 * Ends the chain the token owes and the token with it (a step refused: it fails closed). The chain never
 * finishes, so even a token this missed would keep owing its factors (access-token.repo.ts `chainOwes`).
 */
export async function endOwedChain(db: Queryable, tokenHash: string, now: Date) {
  await db.run(
    `with ended as (
       update composite_run set aborted_at = $2
       where token_hash = $1 and finished_at is null and aborted_at is null)
     update access_token set revoked_at = $2 where token_hash = $1 and revoked_at is null`,
    [tokenHash, now],
  );
}
