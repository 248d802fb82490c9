import {
  PLUGIN_REFUSALS,
  PLUGIN_TRACE_SECONDS,
  type TraceStart,
  type TraceStartRequest,
} from '../../../schemas/plugin-login.schema';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import type { CallOutcome } from '../call-outcome';
import { pluginLinkKind } from '../third-party-login/link-kind';
import { callerTenant } from '../third-party-login/third-party-outcome';
import {
  deleteThirdPartyStatesExpiredBefore,
  insertThirdPartyState,
} from '../third-party-login/third-party-state.repo';
import { chainCodeHash, chainStepAhead } from '../composite/chain-step.service';
import { invalid, openPluginSource } from './plugin-source.service';

/** Traces are kept a day past their expiry (a refused check stays explainable), then forgotten. */
const KEPT_MS = 86_400_000;

/**
 * What a checked trace waits for, by digest, as a pending binding: the local account's password (`bind`,
 * bind_user, which names the plugin's code too) or the fields the plugin left out (`complement`, the page of
 * `/adapterUserInfo?traceId=`, which names the trace alone). Each stage has its own digest, so a trace waiting
 * for its fields cannot be bound by a password, nor the other way round.
 */
export const waitingHash = (stage: 'bind' | 'complement', traceId: string, authCode = '') =>
  sha256Hex(stage === 'bind' ? `plugin-bind:${traceId}:${authCode}` : `plugin-complement:${traceId}`);

/**
 * POST authenticate/plugin/generate_trace_id: for the tenant's enabled source, a trace (32 random bytes,
 * stored by digest as a third-party state of kind `plugin:{enterpriseAuthId}`, this browser's, single use,
 * 10 minutes) and the plugin's login URL with `traceId`, `enterpriseAuthId`, `enterpriseId` and `clientId` (the
 * source's registration at the plugin, which its code exchange authenticates as) added (SPEC 7). A composite
 * chain's plugin step names the chain's code, and must be the step the chain waits for; a source that starts a
 * chain is started with its code.
 */
export async function startPluginTrace(
  deps: Deps,
  defaultTenant: Tenant,
  request: TraceStartRequest,
  browserId: string,
): Promise<CallOutcome<TraceStart>> {
  const called = await callerTenant(deps, defaultTenant, request, 'body');
  if (!called.ok) return called;
  const tenant = called.data;
  const source = await openPluginSource(deps, tenant.id, request.enterpriseAuthId);
  if (!source) return invalid(PLUGIN_REFUSALS.sourceUnavailable);
  const compositeCodeHash = chainCodeHash(request.authCode);
  const step = { authType: source.enterpriseAuthId, browserId, chainCodeHash: compositeCodeHash };
  const chainRefusal = await chainStepAhead(deps, tenant, step);
  if (chainRefusal) return { ok: false, code: 'InvalidParameter', message: chainRefusal };

  const now = deps.clock.now();
  const traceId = newOpaqueToken();
  const pluginUrl = new URL(source.loginUrl);
  const added = { traceId, enterpriseAuthId: source.enterpriseAuthId, enterpriseId: tenant.id };
  for (const [name, value] of Object.entries({ ...added, clientId: source.clientId }))
    pluginUrl.searchParams.set(name, value);
  await deleteThirdPartyStatesExpiredBefore(deps.db, new Date(now.getTime() - KEPT_MS));
  await insertThirdPartyState(deps.db, {
    stateHash: sha256Hex(traceId),
    enterpriseId: tenant.id,
    kind: pluginLinkKind(source.enterpriseAuthId),
    browserHash: sha256Hex(browserId),
    codeVerifier: null,
    nonce: null,
    // Where the trace sent the browser, less the trace: only its digest is stored.
    redirectUri: source.loginUrl,
    applicationId: null,
    pluginId: null,
    inApp: false,
    compositeCodeHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PLUGIN_TRACE_SECONDS * 1000),
  });
  return { ok: true, data: { traceId, pluginUrl: pluginUrl.href } };
}
