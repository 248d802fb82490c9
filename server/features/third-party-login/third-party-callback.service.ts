import { randomUUID } from 'node:crypto';
import {
  PENDING_BINDING_SECONDS,
  THIRD_PARTY_REFUSALS as REFUSALS,
  type ThirdPartyCallbackRequest,
  type ThirdPartyCallbackResult,
} from '../../../schemas/third-party-login.schema';
import { type ThirdPartyKind } from '../../../schemas/third-party-sources';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { appTokensOf } from './app-tokens.service';
import { ConnectorError, type ExternalIdentity } from './connector';
import { findLinkedUser } from './linked-identity.repo';
import { signInLinked } from './linked-sign-in.service';
import { deletePendingBindingsExpiredBefore, insertPendingBinding } from './pending-binding.repo';
import { provisionLinkedUser } from './provision-user.service';
import { invalid, refusedByProvider, thirdPartyTenant, type ThirdPartyOutcome } from './third-party-outcome';
import { openThirdPartySource } from './third-party-source.service';
import { spendThirdPartyState } from './third-party-state.repo';

/** Pending bindings are kept a day past their expiry, then forgotten. */
const KEPT_MS = 86_400_000;

/**
 * POST authenticate/{adapter}/submit_callback: the state is spent first, by any post naming it, then must be
 * this tenant's, this adapter's and this browser's; the connector exchanges the code with the state's PKCE
 * verifier and nonce and checks the issuer. A linked account (or one the source provisions now) signs in;
 * anyone else gets a pending binding for this browser.
 */
export async function submitThirdPartyCallback(
  deps: Deps,
  defaultTenant: Tenant,
  kind: ThirdPartyKind,
  form: ThirdPartyCallbackRequest,
  browserId: string,
): Promise<ThirdPartyOutcome<ThirdPartyCallbackResult>> {
  const { db } = deps;
  const tenant = await thirdPartyTenant(deps, defaultTenant, form._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  if (tenant.clientId !== form.clientId) return invalid('invalid body: clientId');
  const now = deps.clock.now();
  const state = await spendThirdPartyState(db, sha256Hex(form.state), now);
  const browserHash = sha256Hex(browserId);
  if (!state || state.enterpriseId !== tenant.id || state.kind !== kind || state.browserHash !== browserHash)
    return invalid(REFUSALS.stateInvalid);
  const opened = await openThirdPartySource(deps, tenant.id, kind, state.pluginId);
  if (!opened.ok) return opened;
  const { source, connector } = opened.data;

  let identity: ExternalIdentity;
  try {
    identity = await connector.exchange(
      source,
      { ...state, code: form.code, state: form.state, iss: form.iss ?? null },
      AbortSignal.timeout(10_000),
      appTokensOf(deps),
    );
  } catch (error) {
    if (error instanceof ConnectorError)
      return refusedByProvider(`submit_callback ${kind} of ${tenant.id}`, error);
    throw error;
  }

  const user =
    (await findLinkedUser(db, tenant.id, kind, identity)) ??
    (source.provision ? await provisionLinkedUser(db, tenant.id, kind, identity, now) : null);
  if (user) return signInLinked(deps, tenant, kind, user, browserId);

  const uuid = randomUUID();
  await deletePendingBindingsExpiredBefore(db, new Date(now.getTime() - KEPT_MS));
  await insertPendingBinding(db, {
    bindingHash: sha256Hex(uuid),
    enterpriseId: tenant.id,
    kind,
    browserHash,
    issuer: identity.issuer,
    subject: identity.subject,
    displayName: identity.displayName,
    profile: { preferredUsername: identity.preferredUsername, email: identity.email, phone: identity.phone },
    applicationId: state.applicationId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_BINDING_SECONDS * 1000),
  });
  return { ok: true, data: { needBind: true, uuid } };
}
