import {
  COMPOSITE_REFUSALS as REFUSALS,
  type ChainProgress,
  type CompositeStepResult,
} from '../../../schemas/composite.schema';
import type { SecondFactorMethod } from '../../../schemas/second-factor-methods';
import type { SessionUser } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { chainExpiry } from './chain-life';
import { nextAuthOf, segmentDone, stepAt } from './chain-plan';
import { endOwedChain, findOwedRun, livePassMethod, redeemChainPass } from './composite-factor.repo';

/**
 * A composite chain's factor segment (issue 15, proposal 2.5): the token validate_auth_code issued owes the
 * chain's factor steps, run on /second/auth with the second factor's own calls. Each step is paid by a pass of
 * its method (save_result), in order; only the last one verifies the session.
 */

/** The factor step a chain's token is waited on for, and which it is of how many; null when none can be paid. */
export async function owedFactorStep(
  deps: Deps,
  session: SessionUser,
): Promise<{ method: SecondFactorMethod; progress: ChainProgress } | null> {
  const run = await findOwedRun(deps.db, session.tokenHash, deps.clock.now());
  const step = run && stepAt(run.plan, run.passed);
  if (!run || step?.kind !== 'twoFactor') return null;
  return { method: step.step, progress: { step: run.passed + 1, steps: run.plan.length } };
}

/** What a chain's save_result answers: the step's result, or a refusal (SECOND_FACTOR's or COMPOSITE's code). */
export type ChainPayment =
  | { ok: true; step: CompositeStepResult }
  | { ok: false; refusal: 'spent' | typeof REFUSALS.chainInvalid | typeof REFUSALS.stepRefused };

/**
 * POST 2factor/save_result for a chain's token: the pass pays the step the chain waits for if it is of that
 * step's method. A live pass of another method is a step out of order (C7): the chain ends, and the token with
 * it. A chain that can no longer be paid (expired, ended) ends the token too. A pass unknown, spent or expired
 * (`spent`) moves nothing, as for any session.
 */
export function payFactorStep(deps: Deps, session: SessionUser, authCode: string): Promise<ChainPayment> {
  const now = deps.clock.now();
  const { tokenHash } = session;
  const codeHash = sha256Hex(authCode);
  return deps.db.transaction(async (tx): Promise<ChainPayment> => {
    const run = await findOwedRun(tx, tokenHash, now);
    const step = run && stepAt(run.plan, run.passed);
    if (!run || step?.kind !== 'twoFactor') {
      await endOwedChain(tx, tokenHash, now);
      return { ok: false, refusal: REFUSALS.chainInvalid };
    }
    const method = await livePassMethod(tx, codeHash, tokenHash, now);
    if (method === null) return { ok: false, refusal: 'spent' };
    if (method !== step.step) {
      await endOwedChain(tx, tokenHash, now);
      return { ok: false, refusal: REFUSALS.stepRefused };
    }
    const passed = run.passed + 1;
    const moved = await redeemChainPass(tx, {
      codeHash,
      tokenHash,
      runHash: run.codeHash,
      passed: run.passed,
      method,
      now,
      expiresAt: chainExpiry(run.createdAt, now),
      last: passed === run.plan.length,
    });
    if (!moved) return { ok: false, refusal: 'spent' };
    return {
      ok: true,
      step: {
        auth: true,
        done: segmentDone(run.plan, passed),
        userInfo: { username: session.username, displayName: session.displayName },
        nextAuth: nextAuthOf(run.plan, passed),
      },
    };
  });
}
