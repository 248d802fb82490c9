import type { SecondFactorMethod, SecondFactorPassed } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS, type SecondFactorRefusal } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { clearFailures, failureState, recordFailure } from '../../account/failure-lock.repo';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { insertPass, recordEvent, type SecondFactorOutcome } from './second-factor-pass.repo';

/** How long the page has to redeem a pass with save_result. */
const PASS_TTL_MS = 5 * 60_000;

export type Outcome<T> = { ok: true; data: T } | { ok: false; refusal: SecondFactorRefusal };
export const refused = (refusal: SecondFactorRefusal): Outcome<never> => ({ ok: false, refusal });

/** What checking one typed code found: its pass, or why it does not pass. */
export type CodeVerdict = 'pass' | 'wrong' | 'used' | 'expired';

const REFUSAL_OF: Record<Exclude<CodeVerdict, 'pass'>, SecondFactorRefusal> = {
  wrong: REFUSALS.wrongCode,
  used: REFUSALS.usedCode,
  expired: REFUSALS.expiredCode,
};

/** Whether the user's second factor is locked now by wrong codes (SPEC 8: like the password lock). */
export async function factorLocked(deps: Deps, session: SessionUser): Promise<boolean> {
  const state = await failureState(
    deps.db,
    'second_factor_failure',
    session.enterpriseId,
    session.username,
    deps.clock.now(),
  );
  return state.lockedUntil !== null;
}

/**
 * One code as every method checks it: refused while the factor is locked; a wrong code counts towards the
 * lock (the last one locks); a code that passes clears the count and gives a single-use pass for this session.
 * Every attempt is logged.
 */
export async function checkCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  method: SecondFactorMethod,
  verdictOf: () => Promise<CodeVerdict>,
): Promise<Outcome<SecondFactorPassed>> {
  const { db, clock } = deps;
  const now = clock.now();
  const log = (outcome: SecondFactorOutcome) =>
    recordEvent(db, { userId: session.userId, method, outcome, at: now });
  if (await factorLocked(deps, session)) {
    await log('locked');
    return refused(REFUSALS.locked);
  }
  const verdict = await verdictOf();
  if (verdict === 'pass') {
    await clearFailures(db, 'second_factor_failure', session.enterpriseId, session.username);
    await log('passed');
    return { ok: true, data: { authCode: await issuePass(deps, session, method) } };
  }
  await log(verdict);
  if (verdict !== 'wrong') return refused(REFUSAL_OF[verdict]);
  const after = await recordFailure(
    db,
    'second_factor_failure',
    session.enterpriseId,
    session.username,
    tenant.settings,
    now,
  );
  return refused(after.lockedUntil ? REFUSALS.locked : REFUSALS.wrongCode);
}

async function issuePass(deps: Deps, session: SessionUser, method: SecondFactorMethod) {
  const authCode = newOpaqueToken();
  await insertPass(deps.db, {
    codeHash: sha256Hex(authCode),
    tokenHash: session.tokenHash,
    method,
    expiresAt: new Date(deps.clock.now().getTime() + PASS_TTL_MS),
  });
  return authCode;
}
