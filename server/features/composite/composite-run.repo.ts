import * as z from 'zod/mini';
import { ChainPlan, ChainUser } from '../../../schemas/composite.schema';
import type { Queryable } from '../../db/db';

/** A chain under way as a browser names it: its code's digest, the browser's, the tenant. */
export type RunKey = { codeHash: string; browserHash: string; enterpriseId: string };

const LiveRun = z.object({
  enterpriseAuthId: z.string(),
  plan: ChainPlan,
  passed: z.int(),
  userId: z.nullable(z.string()),
  createdAt: z.date(),
  expiresAt: z.date(),
});
export type LiveRun = z.output<typeof LiveRun>;

const LIVE = `code_hash = $1 and browser_hash = $2 and enterprise_id = $3
  and validated_at is null and aborted_at is null and expires_at > $4`;
const COLUMNS = `enterprise_auth_id as "enterpriseAuthId", plan, passed, user_id as "userId",
  created_at as "createdAt", expires_at as "expiresAt"`;

/** A chain to start: its adapter and plan, the asking address, from when until when. */
export type NewRun = {
  enterpriseAuthId: string;
  plan: ChainPlan;
  clientAddress: string;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * Starts a chain unless its address started `cap.max` since `cap.since` (the caller holds the address's lock,
 * so the count is exact); false when over the cap.
 */
export function insertRunWithinCap(
  db: Queryable,
  key: RunKey,
  run: NewRun,
  cap: { since: Date; max: number },
): Promise<boolean> {
  return db.exists(
    `insert into composite_run (code_hash, enterprise_id, enterprise_auth_id, browser_hash, client_address, plan,
       created_at, expires_at)
     select $1, $2, $3, $4, $5, $6, $7, $8
     where (select count(*) from composite_run where client_address = $5 and created_at > $9) < $10
     returning code_hash`,
    [
      key.codeHash,
      key.enterpriseId,
      run.enterpriseAuthId,
      key.browserHash,
      run.clientAddress,
      JSON.stringify(run.plan),
      run.createdAt,
      run.expiresAt,
      cap.since,
      cap.max,
    ],
  );
}

/** The chain if it is this browser's and tenant's, neither exchanged nor ended, and unexpired at `now`. */
export function findLiveRun(db: Queryable, key: RunKey, now: Date): Promise<LiveRun | null> {
  return db.row(LiveRun, `select ${COLUMNS} from composite_run where ${LIVE}`, [
    key.codeHash,
    key.browserHash,
    key.enterpriseId,
    now,
  ]);
}

/**
 * Moves the cursor past step `passed` for `userId` (the first step fixes the user; a later one must be theirs),
 * the chain living on until `expiresAt`: one compare-and-set, so of two submissions of one step one passes, and a
 * step once passed is never passed again. Answers the run as it now stands, null when nothing moved.
 */
export function advanceRun(
  db: Queryable,
  key: RunKey,
  step: { passed: number; userId: string; now: Date; expiresAt: Date },
): Promise<LiveRun | null> {
  return db.row(
    LiveRun,
    `update composite_run set passed = passed + 1, user_id = coalesce(user_id, $5), expires_at = $6
     where ${LIVE} and passed = $7 and (user_id is null or user_id = $5)
     returning ${COLUMNS}`,
    [key.codeHash, key.browserHash, key.enterpriseId, step.now, step.userId, step.expiresAt, step.passed],
  );
}

/** Ends the chain (a step out of order: it fails closed). */
export async function abortRun(db: Queryable, key: RunKey, now: Date) {
  await db.run(
    `update composite_run set aborted_at = $4
     where code_hash = $1 and browser_hash = $2 and enterprise_id = $3 and aborted_at is null`,
    [key.codeHash, key.browserHash, key.enterpriseId, now],
  );
}

/**
 * Exchanges the code once its login steps are all passed (`loginSteps`): the chain is marked exchanged and
 * answered, once; null for an unknown, spent, ended, expired or unfinished one.
 */
export function validateRun(
  db: Queryable,
  key: RunKey,
  loginSteps: number,
  now: Date,
): Promise<LiveRun | null> {
  return db.row(
    LiveRun,
    `update composite_run set validated_at = $4 where ${LIVE} and passed = $5 and user_id is not null
     returning ${COLUMNS}`,
    [key.codeHash, key.browserHash, key.enterpriseId, now, loginSteps],
  );
}

/**
 * Keeps the digest of the token the exchange issued, the chain finished when no factor step follows (`finishedAt`),
 * else owed by that token until its last factor step.
 */
export async function keepRunToken(
  db: Queryable,
  codeHash: string,
  tokenHash: string,
  finishedAt: Date | null,
) {
  await db.run('update composite_run set token_hash = $2, finished_at = $3 where code_hash = $1', [
    codeHash,
    tokenHash,
    finishedAt,
  ]);
}

/**
 * Forgets chains that expired before `before`, but not one whose token still owes its factor steps while the
 * token lives: the row is what makes it owe them (access-token.repo.ts `chainOwes`).
 */
export async function deleteRunsExpiredBefore(db: Queryable, before: Date) {
  await db.run(
    `delete from composite_run r where r.expires_at < $1
       and not (r.token_hash is not null and r.finished_at is null and exists (
         select 1 from access_token t where t.token_hash = r.token_hash and t.revoked_at is null
           and t.expires_at > $1))`,
    [before],
  );
}

/** The chain's person as SPEC 3 `userInfo` names them. */
export function findChainUser(db: Queryable, userId: string) {
  return db.row(ChainUser, 'select username, display_name as "displayName" from app_user where id = $1', [
    userId,
  ]);
}
