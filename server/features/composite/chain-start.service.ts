import {
  CHAIN_STEP_SECONDS,
  COMPOSITE_REFUSALS as REFUSALS,
  type CompositeStart,
  type CompositeStartRequest,
} from '../../../schemas/composite.schema';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { ADDRESS_LOCK, lockClientAddress } from '../../db/address-lock.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';
import { chainExpiry } from './chain-life';
import { nextAuthOf } from './chain-plan';
import { findChain } from './composite-chain.repo';
import { deleteRunsExpiredBefore, insertRunWithinCap } from './composite-run.repo';

const { invalid } = refusals<(typeof REFUSALS)[keyof typeof REFUSALS], never>();

/** The window of the tenant's cap on chains per client address (`compositeChainsPerAddress`). */
const CAP_WINDOW_MS = 10 * 60_000;
/** Chains are kept a day past their expiry (a refused step stays explainable), then forgotten. */
const KEPT_MS = 86_400_000;

/** Who starts a chain: the browser (its cookie's id) and its address. */
export type ChainAsker = { browserId: string; address: string };

/**
 * POST composite/generate_auth_code: for an adapter of the tenant that starts a chain, a new chain's code (32
 * random bytes, stored by digest with the plan as it stands now), bound to the asking browser and the tenant,
 * within the address's cap; its first step is the adapter's own login.
 */
export async function startChain(
  deps: Deps,
  defaultTenant: Tenant,
  request: CompositeStartRequest,
  asker: ChainAsker,
): Promise<CallOutcome<CompositeStart>> {
  const tenant = await namedTenant(deps, defaultTenant, request._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  const plan = await findChain(deps.db, tenant.id, request.enterpriseAuthId);
  const nextAuth = plan && nextAuthOf(plan, 0);
  if (!plan || !nextAuth) return invalid(REFUSALS.unavailable);

  const now = deps.clock.now();
  const code = newOpaqueToken();
  const key = { codeHash: sha256Hex(code), browserHash: sha256Hex(asker.browserId), enterpriseId: tenant.id };
  const run = {
    enterpriseAuthId: request.enterpriseAuthId,
    plan,
    clientAddress: asker.address,
    createdAt: now,
    expiresAt: chainExpiry(now, now),
  };
  const stored = await deps.db.transaction(async (tx) => {
    await lockClientAddress(tx, ADDRESS_LOCK.compositeChains, asker.address);
    await deleteRunsExpiredBefore(tx, new Date(now.getTime() - KEPT_MS));
    const cap = {
      since: new Date(now.getTime() - CAP_WINDOW_MS),
      max: tenant.settings.compositeChainsPerAddress,
    };
    return insertRunWithinCap(tx, key, run, cap);
  });
  if (!stored) return invalid(REFUSALS.tooMany);
  return { ok: true, data: { code, nextAuth, expiresIn: CHAIN_STEP_SECONDS } };
}
