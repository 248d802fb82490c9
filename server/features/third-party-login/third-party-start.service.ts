import { createHash } from 'node:crypto';
import { DINGTALK_OIDC_PLUGIN_KIND } from '../../../schemas/dingtalk-oidc-plugin.schema';
import {
  THIRD_PARTY_REFUSALS,
  THIRD_PARTY_STATE_SECONDS,
  type ThirdPartyStart,
  type ThirdPartyStartQuery,
} from '../../../schemas/third-party-login.schema';
import {
  callbackReceiverPath,
  inAppReceiverPath,
  isEmbeddedKind,
  isInAppKind,
  THIRD_PARTY_ADAPTERS,
  type RedirectKind,
  type ThirdPartyKind,
} from '../../../schemas/third-party-sources';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { listApplicationAdapters } from '../../tenant/adapter.repo';
import { findProviderApplication } from '../../tenant/application.repo';
import type { Tenant } from '../../tenant/tenant.repo';
import { ConnectorError } from './connector';
import { invalid, refusedByProvider, callerTenant, type ThirdPartyOutcome } from './third-party-outcome';
import { openThirdPartySource } from './third-party-source.service';
import { deleteThirdPartyStatesExpiredBefore, insertThirdPartyState } from './third-party-state.repo';

/** States are kept a day past their expiry (a refused callback stays explainable), then forgotten. */
const KEPT_MS = 86_400_000;

/**
 * The tenant's application named by sp_code and application_key (both or neither): its id, or null for none.
 * An application signs in only through the login types it allows (application/load_auths): a source it does not
 * allow is unavailable for it, however the address was made.
 */
export async function startedFor(
  deps: Deps,
  tenant: Tenant,
  kind: ThirdPartyKind,
  { sp_code, application_key }: Pick<ThirdPartyStartQuery, 'sp_code' | 'application_key'>,
): Promise<ThirdPartyOutcome<string | null>> {
  if (sp_code === undefined && application_key === undefined) return { ok: true, data: null };
  if (sp_code === undefined || application_key === undefined) return invalid('invalid query: sp_code');
  const application = await findProviderApplication(deps.db, tenant.id, { sp_code, application_key });
  if (!application) return invalid('invalid query: application_key');
  const allowed = await listApplicationAdapters(deps.db, application.id);
  return allowed.some((adapter) => adapter.enterpriseAuthId === THIRD_PARTY_ADAPTERS[kind])
    ? { ok: true, data: application.id }
    : invalid(THIRD_PARTY_REFUSALS.sourceUnavailable);
}

/** RFC 7636 S256: the challenge of a verifier (43 base64url characters of 32 random bytes). */
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * GET authenticate/{adapter}/login_: a new state (32 random bytes, stored by digest, this browser's, single
 * use, 10 minutes), a PKCE verifier and a nonce where the provider takes them, and the provider's
 * authorisation URL returning to this origin's receiver (`origin`, the URL the browser called). In the
 * provider's own app (`inApp`), its in-app authorisation and receiver; the state keeps the redirect URI, as
 * the code exchange must name the one the code was issued for. Framed in the login card (`embedded`), the
 * provider's embeddable QR page, which returns the top window to the same receiver.
 */
export async function startThirdPartyLogin(
  deps: Deps,
  defaultTenant: Tenant,
  kind: RedirectKind,
  query: ThirdPartyStartQuery,
  caller: { browserId: string; origin: string },
): Promise<ThirdPartyOutcome<ThirdPartyStart>> {
  const called = await callerTenant(deps, defaultTenant, query, 'query');
  if (!called.ok) return called;
  const tenant = called.data;
  const inApp = query.inApp === 'true';
  if (inApp && !isInAppKind(kind)) return invalid('invalid query: inApp');
  const embedded = query.embedded === 'true';
  if (embedded && (inApp || !isEmbeddedKind(kind))) return invalid('invalid query: embedded');
  const pluginId = query.pluginId ?? null;
  if (pluginId !== null && kind !== DINGTALK_OIDC_PLUGIN_KIND) return invalid('invalid query: pluginId');
  const application = await startedFor(deps, tenant, kind, query);
  if (!application.ok) return application;
  const opened = await openThirdPartySource(deps, tenant.id, kind, pluginId);
  if (!opened.ok) return opened;
  const { source, connector } = opened.data;

  const now = deps.clock.now();
  const state = newOpaqueToken();
  const codeVerifier = connector.usesPkce ? newOpaqueToken() : null;
  const nonce = connector.usesNonce ? newOpaqueToken() : null;
  const receiver = inApp && isInAppKind(kind) ? inAppReceiverPath(kind) : callbackReceiverPath(kind);
  const redirectUri = `${caller.origin}${receiver}`;
  let authorizeUrl: string;
  try {
    const request = {
      state,
      redirectUri,
      codeChallenge: codeVerifier && s256(codeVerifier),
      nonce,
      inApp,
      embedded,
    };
    authorizeUrl = await connector.authorizeUrl(source, request, AbortSignal.timeout(10_000));
  } catch (error) {
    if (error instanceof ConnectorError) return refusedByProvider(`login_ ${kind} of ${tenant.id}`, error);
    throw error;
  }
  await deleteThirdPartyStatesExpiredBefore(deps.db, new Date(now.getTime() - KEPT_MS));
  await insertThirdPartyState(deps.db, {
    stateHash: sha256Hex(state),
    enterpriseId: tenant.id,
    kind,
    browserHash: sha256Hex(caller.browserId),
    codeVerifier,
    nonce,
    redirectUri,
    applicationId: application.data,
    pluginId,
    inApp,
    createdAt: now,
    expiresAt: new Date(now.getTime() + THIRD_PARTY_STATE_SECONDS * 1000),
  });
  return { ok: true, data: { authorizeUrl } };
}
