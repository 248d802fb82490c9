import type { SecondFactorMethod, SecondFactorPassed } from '../../../schemas/second-factor.schema';
import { SECOND_FACTOR_REFUSALS as REFUSALS, type SecondFactorRefusal } from '../../../schemas/refusals';
import type { SessionUser } from '../../account/access-token.repo';
import { failureState } from '../../account/failure-lock.repo';
import { judgeAttempt, tenantLockMax } from '../../account/judge-attempt.service';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { insertPass, recordEvent } from './second-factor-pass.repo';

/** How long the page has to redeem a pass with save_result. */
const PASS_TTL_MS = 5 * 60_000;

/** A call's answer, or its refusal: a SECOND_FACTOR_REFUSALS code (a composite chain's step may add its own). */
export type Outcome<T, R extends string = SecondFactorRefusal> =
  { ok: true; data: T } | { ok: false; refusal: R };
export const refused = (refusal: SecondFactorRefusal): Outcome<never> => ({ ok: false, refusal });

/** Whose codes are judged: the user a session or an application's request names. */
export type FactorUser = Pick<SessionUser, 'userId' | 'enterpriseId' | 'username'>;

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
 * One code as every check judges it: refused while the factor is locked; every attempt counts towards the lock
 * before it is checked (a used or expired code is given back, a wrong one locks at the tenant's maximum); a code
 * that passes clears the count. Every attempt is logged under `method`.
 */
export async function judgeCode(
  deps: Deps,
  tenant: Tenant,
  session: FactorUser,
  method: SecondFactorMethod,
  verdictOf: () => Promise<CodeVerdict>,
): Promise<Outcome<true>> {
  const now = deps.clock.now();
  const max = tenantLockMax(tenant.settings);
  const checked: { verdict?: CodeVerdict } = {};
  const judged = await judgeAttempt(
    deps,
    tenant.settings,
    ['second_factor_failure', session.enterpriseId, session.username],
    max,
    async () => (checked.verdict = await verdictOf()),
  );
  // Every attempt is logged: its verdict, or `locked` when the lock refused it unchecked.
  const outcome = checked.verdict === 'pass' ? 'passed' : (checked.verdict ?? 'locked');
  await recordEvent(deps.db, { userId: session.userId, method, outcome, at: now });
  if (judged === 'pass') return { ok: true, data: true };
  return refused(judged === 'locked' ? REFUSALS.locked : REFUSAL_OF[judged]);
}

/** A code of a method, judged (judgeCode); one that passes gives a single-use pass for this session. */
export async function checkCode(
  deps: Deps,
  tenant: Tenant,
  session: SessionUser,
  method: SecondFactorMethod,
  verdictOf: () => Promise<CodeVerdict>,
): Promise<Outcome<SecondFactorPassed>> {
  const judged = await judgeCode(deps, tenant, session, method, verdictOf);
  if (!judged.ok) return judged;
  return { ok: true, data: { authCode: await issuePass(deps, session, method) } };
}

/** A single-use pass of `method` for this session (save_result redeems it). */
export async function issuePass(deps: Deps, session: SessionUser, method: SecondFactorMethod) {
  const authCode = newOpaqueToken();
  await insertPass(deps.db, {
    codeHash: sha256Hex(authCode),
    tokenHash: session.tokenHash,
    method,
    expiresAt: new Date(deps.clock.now().getTime() + PASS_TTL_MS),
  });
  return authCode;
}
