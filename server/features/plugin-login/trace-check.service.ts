import {
  PLUGIN_REFUSALS as REFUSALS,
  type PluginRefusal,
  type TraceCheck,
  type TraceCheckRequest,
} from '../../../schemas/plugin-login.schema';
import type { PluginPerson } from '../../../schemas/plugin-token.schema';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant, type CallOutcome } from '../call-outcome';
import { ConnectorError, type ConnectorFailure } from '../third-party-login/connector';
import { pluginSourceOf } from '../third-party-login/link-kind';
import { spendThirdPartyState } from '../third-party-login/third-party-state.repo';
import { settlePluginPerson } from './plugin-person.service';
import { invalid, openPluginSource } from './plugin-source.service';
import { exchangePluginCode } from './plugin-token.connector';

/** A failed code exchange as the trace check words it (SPEC 8: auth not finished, associator, dictionary field). */
const REFUSAL_OF = {
  codeRejected: REFUSALS.authNotFinished,
  tokenInvalid: REFUSALS.dictionaryFieldError,
  providerMisconfigured: REFUSALS.associatorError,
  providerUnavailable: REFUSALS.associatorError,
  providerBusy: REFUSALS.associatorError,
  issuerMismatch: REFUSALS.associatorError,
  otherOrganisation: REFUSALS.associatorError,
} as const satisfies Record<ConnectorFailure, PluginRefusal>;

const answer = (data: TraceCheck): CallOutcome<TraceCheck> => ({ ok: true, data });

/**
 * POST validate_trace_id: the trace is spent first, by any call naming it (a trace seen once is of no use to
 * anyone else), then must be a plugin's, this browser's and the named tenant's (else `validTraceIdError`); the
 * code is exchanged with the trace's plugin, and the person it names settled (plugin-person.service.ts).
 * Every outcome is the trace check's data, with a PLUGIN_REFUSALS code as its message; only a call naming an
 * unknown tenant, or a first login over the license's quota, is a failed envelope.
 */
export async function checkPluginTrace(
  deps: Deps,
  defaultTenant: Tenant,
  request: TraceCheckRequest,
  browserId: string,
): Promise<CallOutcome<TraceCheck>> {
  const tenant = await namedTenant(deps, defaultTenant, request._enterprise_id);
  if (!tenant) return invalid('invalid body: _enterprise_id');
  const trace = await spendThirdPartyState(deps.db, sha256Hex(request.traceId), deps.clock.now());
  const enterpriseAuthId = trace && pluginSourceOf(trace.kind);
  if (!trace || !enterpriseAuthId || trace.browserHash !== sha256Hex(browserId))
    return answer({ validTraceIdError: true, message: REFUSALS.traceNotFound });
  if (trace.enterpriseId !== tenant.id)
    return answer({ validTraceIdError: true, message: REFUSALS.tenantMismatch });
  const source = await openPluginSource(deps, tenant.id, enterpriseAuthId);
  if (!source) return answer({ auth: false, message: REFUSALS.sourceUnavailable });

  let person: PluginPerson;
  try {
    const exchange = { authCode: request.authCode, traceId: request.traceId };
    person = await exchangePluginCode(source, exchange, AbortSignal.timeout(10_000));
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    console.error(`validate_trace_id of ${tenant.id}: ${error.message}`);
    return answer({ auth: false, message: REFUSAL_OF[error.reason] });
  }
  const { traceId, authCode } = request;
  const checked = { traceId, authCode, browserId, chainCodeHash: trace.compositeCodeHash };
  return settlePluginPerson(deps, tenant, source, person, checked);
}
