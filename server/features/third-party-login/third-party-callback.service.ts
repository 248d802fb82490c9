import {
  THIRD_PARTY_REFUSALS as REFUSALS,
  type ThirdPartyCallbackRequest,
  type ThirdPartyCallbackResult,
} from '../../../schemas/third-party-login.schema';
import { type RedirectKind } from '../../../schemas/third-party-sources';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { appTokensOf } from './app-tokens.service';
import { ConnectorError, type ExternalIdentity } from './connector';
import { signInOrBind } from './linked-or-binding.service';
import { spendOwnState } from './own-state.service';
import { invalid, refusedByProvider, callerTenant, type ThirdPartyOutcome } from './third-party-outcome';
import { openThirdPartySource } from './third-party-source.service';

/**
 * POST authenticate/{adapter}/submit_callback: the state is spent first, by any post naming it, then must be
 * this tenant's, this adapter's and this browser's; the connector exchanges the code with the state's PKCE
 * verifier and nonce and checks the issuer. A linked account (or one the source provisions now) signs in;
 * anyone else gets a pending binding for this browser.
 */
export async function submitThirdPartyCallback(
  deps: Deps,
  defaultTenant: Tenant,
  kind: RedirectKind,
  form: ThirdPartyCallbackRequest,
  browserId: string,
): Promise<ThirdPartyOutcome<ThirdPartyCallbackResult>> {
  const called = await callerTenant(deps, defaultTenant, form, 'body');
  if (!called.ok) return called;
  const tenant = called.data;
  const state = await spendOwnState(deps, { enterpriseId: tenant.id, kind, browserId }, form.state);
  if (!state) return invalid(REFUSALS.stateInvalid);
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

  return signInOrBind(
    deps,
    tenant,
    kind,
    { identity, provision: source.provision, applicationId: state.applicationId },
    browserId,
  );
}
