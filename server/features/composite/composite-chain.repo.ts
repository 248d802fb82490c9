import * as z from 'zod/mini';
import { ChainPlan } from '../../../schemas/composite.schema';
import type { Db, Queryable } from '../../db/db';

/**
 * Saves the tenant's chain for an adapter (its plan checked first, chain-plan.ts) and marks the adapter's entry
 * `compositeAuthenticate`, in one transaction, so the page and the server agree on which adapters start one.
 */
export async function saveChain(db: Db, enterpriseId: string, adapter: string, plan: ChainPlan) {
  await db.transaction(async (tx) => {
    await tx.run(
      `insert into composite_chain (enterprise_id, enterprise_auth_id, plan) values ($1, $2, $3)
       on conflict (enterprise_id, enterprise_auth_id) do update set plan = excluded.plan`,
      [enterpriseId, adapter, JSON.stringify(plan)],
    );
    await tx.run(
      `update adapter set composite_authenticate = true where enterprise_id = $1 and enterprise_auth_id = $2`,
      [enterpriseId, adapter],
    );
  });
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
