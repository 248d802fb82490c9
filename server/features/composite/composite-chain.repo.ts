import * as z from 'zod/mini';
import { ChainPlan } from '../../../schemas/composite.schema';
import type { Db, Queryable } from '../../db/db';

/**
 * Saves the tenant's chain for an adapter (its plan checked first, chain-plan.ts) and marks the adapter's entry
 * `compositeAuthenticate`, in one transaction, so the page and the server agree on which adapters start one.
 */
export async function saveChain(db: Db, enterpriseId: string, adapter: string, plan: ChainPlan) {
  await db.transaction((tx) => writeChain(tx, enterpriseId, adapter, plan));
}

/** saveChain's writes, in a transaction the caller holds (the seed's). */
export async function writeChain(tx: Queryable, enterpriseId: string, adapter: string, plan: ChainPlan) {
  await tx.run(
    `insert into composite_chain (enterprise_id, enterprise_auth_id, plan) values ($1, $2, $3)
     on conflict (enterprise_id, enterprise_auth_id) do update set plan = excluded.plan`,
    [enterpriseId, adapter, JSON.stringify(plan)],
  );
  await tx.run(
    `update adapter set composite_authenticate = true where enterprise_id = $1 and enterprise_auth_id = $2`,
    [enterpriseId, adapter],
  );
}

/** The adapter's chain, null when it starts none. */
export async function findChain(
  db: Queryable,
  enterpriseId: string,
  adapter: string,
): Promise<ChainPlan | null> {
  const row = await db.row(
    z.object({ plan: ChainPlan }),
    'select plan from composite_chain where enterprise_id = $1 and enterprise_auth_id = $2',
    [enterpriseId, adapter],
  );
  return row?.plan ?? null;
}

/** The tenant's chains, by the adapter each starts from. */
export function listChains(db: Queryable, enterpriseId: string) {
  return db.rows(
    z.object({ adapter: z.string(), plan: ChainPlan }),
    `select enterprise_auth_id as adapter, plan from composite_chain where enterprise_id = $1 order by 1`,
    [enterpriseId],
  );
}

/**
 * Takes the adapter's chain away and unmarks its entry, in one transaction: its logins sign in alone again.
 * Chains under way keep the plan they started with, and end with it. False when it had none.
 */
export function deleteChain(db: Db, enterpriseId: string, adapter: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.run(
      'update adapter set composite_authenticate = false where enterprise_id = $1 and enterprise_auth_id = $2',
      [enterpriseId, adapter],
    );
    return tx.exists(
      `delete from composite_chain where enterprise_id = $1 and enterprise_auth_id = $2 returning 1`,
      [enterpriseId, adapter],
    );
  });
}
