import type { UemTokenParams, UemTokenParamsQuery } from '../../../schemas/alilang-login.schema';
import { THIRD_PARTY_STATE_SECONDS } from '../../../schemas/third-party-login.schema';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { callerTenant, type ThirdPartyOutcome } from '../third-party-login/third-party-outcome';
import { startedFor } from '../third-party-login/third-party-start.service';
import { insertThirdPartyState } from '../third-party-login/third-party-state.repo';
import { openAlilangSource } from './alilang-source.service';
import { uemRequestSignature } from './uem-request-signature';

/**
 * GET authenticate/alilang/getUemTokenParams_: a nonce kept as a redirect's state is (32 random bytes, stored
 * by digest, this browser's, single use, 10 minutes, with the application the sign-in is for), and the request
 * the page posts to the agent, signed with the source's secret.
 */
export async function uemTokenParams(
  deps: Deps,
  defaultTenant: Tenant,
  query: UemTokenParamsQuery,
  browserId: string,
): Promise<ThirdPartyOutcome<UemTokenParams>> {
  const called = await callerTenant(deps, defaultTenant, query, 'query');
  if (!called.ok) return called;
  const tenant = called.data;
  const application = await startedFor(deps, tenant, 'alilang', query);
  if (!application.ok) return application;
  const opened = await openAlilangSource(deps, tenant.id);
  if (!opened.ok) return opened;
  const { appId, appSecret, settings } = opened.data;

  const now = deps.clock.now();
  const nonce = newOpaqueToken();
  await insertThirdPartyState(deps.db, {
    stateHash: sha256Hex(nonce),
    enterpriseId: tenant.id,
    kind: 'alilang',
    browserHash: sha256Hex(browserId),
    codeVerifier: null,
    nonce: null,
    redirectUri: settings.agentUrl,
    applicationId: application.data,
    inApp: false,
    pluginId: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + THIRD_PARTY_STATE_SECONDS * 1000),
  });
  const request = { appId, nonce, timestamp: now.getTime() };
  return {
    ok: true,
    data: { agentUrl: settings.agentUrl, ...request, signature: uemRequestSignature(request, appSecret) },
  };
}
