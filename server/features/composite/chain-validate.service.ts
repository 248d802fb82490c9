import {
  COMPOSITE_REFUSALS as REFUSALS,
  type CompositeToken,
  type CompositeValidateRequest,
} from '../../../schemas/composite.schema';
import { issueToken } from '../../account/access-token.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';
import { findLiveRun, keepRunToken, validateRun } from './composite-run.repo';

const { invalid } = refusals<(typeof REFUSALS)[keyof typeof REFUSALS], never>();

/**
 * POST composite/validate_auth_code: once the chain's login steps are all passed, its code is exchanged, once,
 * by the browser it was made for, for a token of the chain's user and adapter. Where factor steps follow, the
 * token owes them: the chain keeps its digest until the last one passed. Early, the chain stays as it was.
 */
export async function validateChain(
  deps: Deps,
  defaultTenant: Tenant,
  request: CompositeValidateRequest,
  browserId: string | null,
): Promise<CallOutcome<CompositeToken>> {
  const tenant = await namedTenant(deps, defaultTenant, request._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  if (!browserId) return invalid(REFUSALS.chainInvalid);
  const now = deps.clock.now();
  const key = {
    codeHash: sha256Hex(request.authCode),
    browserHash: sha256Hex(browserId),
    enterpriseId: tenant.id,
  };
  const expiresIn = tenant.settings.tokenTtlSeconds;
  return deps.db.transaction(async (tx): Promise<CallOutcome<CompositeToken>> => {
    const run = await findLiveRun(tx, key, now);
    if (!run) return invalid(REFUSALS.chainInvalid);
    const loginSteps = run.plan.filter((step) => step.kind === 'login').length;
    if (run.passed < loginSteps) return invalid(REFUSALS.unfinished);
    const validated = await validateRun(tx, key, loginSteps, now);
    if (!validated?.userId) return invalid(REFUSALS.chainInvalid);
    const accessToken = await issueToken(tx, {
      userId: validated.userId,
      now,
      ttlSeconds: expiresIn,
      authType: validated.enterpriseAuthId,
      browserId,
    });
    const finished = validated.passed === validated.plan.length;
    await keepRunToken(tx, key.codeHash, sha256Hex(accessToken), finished ? now : null);
    return { ok: true, data: { accessToken, expiresIn } };
  });
}
