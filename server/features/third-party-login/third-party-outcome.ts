import {
  THIRD_PARTY_REFUSALS as REFUSALS,
  type ThirdPartyRefusal,
} from '../../../schemas/third-party-login.schema';
import { namedTenant, refusals, type CallOutcome } from '../call-outcome';
import type { ConnectorError } from './connector';

/** What login_, submit_callback and the binding query answer: data, or a THIRD_PARTY_REFUSALS code. */
export type ThirdPartyOutcome<T> = CallOutcome<T>;

export const { invalid } = refusals<ThirdPartyRefusal, never>();

export const thirdPartyTenant = namedTenant;

/** A connector's failure, as the page words it (the detail goes to the log: it may name the provider's text). */
export function refusedByProvider(where: string, error: ConnectorError) {
  console.error(`${where}: ${error.message}`);
  return invalid(REFUSALS[error.reason]);
}
