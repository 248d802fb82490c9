import {
  COMPOSITE_LOGIN_TYPE,
  COMPOSITE_REFUSALS as REFUSALS,
  type CompositeStepResult,
} from '../../../schemas/composite.schema';
import { needsPaidEdition } from '../../../schemas/rules/edition.rule';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { ADAPTERS } from '../../../schemas/spec-constants';
import type { Tenant } from '../../tenant/tenant.repo';
import { chainExpiry } from './chain-life';
import { nextAuthOf, segmentDone, stepAt } from './chain-plan';
import { findChain } from './composite-chain.repo';
import { abortRun, advanceRun, findChainUser, findLiveRun, type RunKey } from './composite-run.repo';

/** A login that passed its own checks, as a chain's step: whose, through which adapter, from which browser. */
export type PassedLogin = {
  userId: string;
  authType: string;
  browserId: string | null;
  /** The digest of the chain's code the call carried (chainCodeHash), null for none. */
  chainCodeHash: string | null;
};

/** The digest a chain's code is kept by; null for a call that carried none (or an empty one). */
export const chainCodeHash = (code: string | null | undefined): string | null =>
  code ? sha256Hex(code) : null;

const refused = (message: string): CompositeStepResult => ({ auth: false, done: false, message });

/**
 * Whether signing in through `adapter` must go through its chain: it has one, and the tenant's edition offers
 * chains (a tenant moved to the free edition keeps its chains stored, and signs in without them).
 */
const startsChain = async (deps: Deps, tenant: Tenant, adapter: string) =>
  !needsPaidEdition(tenant.settings.edition, COMPOSITE_LOGIN_TYPE) &&
  (await findChain(deps.db, tenant.id, adapter)) !== null;

/** The run of a chain's code (by digest) as this browser and tenant name it. */
const runKey = (tenant: Tenant, codeHash: string, browserId: string): RunKey => ({
  codeHash,
  browserHash: sha256Hex(browserId),
  enterpriseId: tenant.id,
});

/**
 * A binding's answer where the tenant signs the password in by a chain: a binding proves the account by its
 * password alone, so it would go round the chain (and link the source for good): refused before the password
 * is looked at. Null where the password signs in alone.
 */
export async function passwordChainRefusal(deps: Deps, tenant: Tenant): Promise<CompositeStepResult | null> {
  return (await startsChain(deps, tenant, ADAPTERS.password)) ? refused(REFUSALS.required) : null;
}

/**
 * Where a login turns its passed checks into a token, the chain decides first (issue 15, SPEC 4 Composite
 * authentication): null when no chain is concerned, and the token is issued as always; else the step's
 * answer, and no token. A call with the chain's code passes the step the chain waits for, once, for the
 * person its first step fixed; the wrong step (a skip, a replay, a reorder) ends the chain. A login through an
 * adapter that starts a chain, without a code, is refused: the chain cannot be gone round.
 */
export async function chainStep(
  deps: Deps,
  tenant: Tenant,
  login: PassedLogin,
): Promise<CompositeStepResult | null> {
  const { db } = deps;
  if (!login.chainCodeHash) {
    const starts = await startsChain(deps, tenant, login.authType);
    return starts ? refused(REFUSALS.required) : null;
  }
  if (!login.browserId) return refused(REFUSALS.chainInvalid);
  const now = deps.clock.now();
  const key = runKey(tenant, login.chainCodeHash, login.browserId);
  const run = await findLiveRun(db, key, now);
  if (!run) return refused(REFUSALS.chainInvalid);
  const waited = stepAt(run.plan, run.passed);
  if (waited?.kind !== 'login' || waited.step !== login.authType) {
    await abortRun(db, key, now);
    return refused(REFUSALS.stepRefused);
  }
  if (run.userId !== null && run.userId !== login.userId) return refused(REFUSALS.otherUser);
  const step = { passed: run.passed, userId: login.userId, now, expiresAt: chainExpiry(run.createdAt, now) };
  // Nothing moved: the same step passed meanwhile in another call of this browser.
  if (!(await advanceRun(db, key, step))) return refused(REFUSALS.stepRefused);
  const passed = run.passed + 1;
  return {
    auth: true,
    done: segmentDone(run.plan, passed),
    userInfo: await findChainUser(db, login.userId),
    nextAuth: nextAuthOf(run.plan, passed),
  };
}

/**
 * Before a login type leaves the page for a chain's step (a plugin's trace): the chain, by its code's digest,
 * must be this browser's and wait for this adapter, else it ends; an adapter that starts a chain must be given
 * its code. Null when the login may go; else the refusal.
 */
export async function chainStepAhead(
  deps: Deps,
  tenant: Tenant,
  login: Omit<PassedLogin, 'userId'>,
): Promise<string | null> {
  const { db } = deps;
  if (!login.chainCodeHash)
    return (await startsChain(deps, tenant, login.authType)) ? REFUSALS.required : null;
  if (!login.browserId) return REFUSALS.chainInvalid;
  const now = deps.clock.now();
  const key = runKey(tenant, login.chainCodeHash, login.browserId);
  const run = await findLiveRun(db, key, now);
  if (!run) return REFUSALS.chainInvalid;
  const waited = stepAt(run.plan, run.passed);
  if (waited?.kind === 'login' && waited.step === login.authType) return null;
  await abortRun(db, key, now);
  return REFUSALS.stepRefused;
}
