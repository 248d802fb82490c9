import {
  THIRD_PARTY_REFUSALS as REFUSALS,
  type ThirdPartyRefusal,
} from '../../../schemas/third-party-login.schema';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';
import type { ConnectorError } from './connector';

/** What login_, submit_callback and the binding query answer: data, or a THIRD_PARTY_REFUSALS code. */
export type ThirdPartyOutcome<T> = CallOutcome<T>;

export const { invalid } = refusals<ThirdPartyRefusal, never>();

export const thirdPartyTenant = namedTenant;

/**
 * The tenant a sign-in call names (`_enterprise_id`, else the default), when the call's `clientId` is that
 * tenant's; else the refusal naming the field of the call's `part` (its query or body).
 */
export async function callerTenant(
  deps: Deps,
  defaultTenant: Tenant,
  call: { _enterprise_id?: string | undefined; clientId: string },
  part: 'query' | 'body',
): Promise<ThirdPartyOutcome<Tenant>> {
  const tenant = await thirdPartyTenant(deps, defaultTenant, call._enterprise_id);
  if (!tenant) return invalid(`invalid ${part}: _enterprise_id`);
  if (tenant.clientId !== call.clientId) return invalid(`invalid ${part}: clientId`);
  return { ok: true, data: tenant };
}

/** A connector's failure, as the page words it (the detail goes to the log: it may name the provider's text). */
export function refusedByProvider(where: string, error: ConnectorError) {
  console.error(`${where}: ${error.message}`);
  return invalid(REFUSALS[error.reason]);
}
