import { apiFailureOf } from '../../schemas/api-failure';
import { PLUGIN_REFUSALS } from '../../schemas/plugin-login.schema';
import { EDITION_REFUSALS } from '../../schemas/rules/edition.rule';
import { THIRD_PARTY_REFUSALS, type ThirdPartyRefusal } from '../../schemas/third-party-login.schema';

/**
 * What a third-party page says went wrong: the server's refusal (schemas THIRD_PARTY_REFUSALS, or a free
 * tenant's: sources need a paid edition), the authorisation address the page would not follow, no connection,
 * or anything else.
 */
export type ThirdPartyProblem = ServerRefusal | 'unsafeRedirect' | 'network' | 'unexpected';
// A plugin source's start (generate_trace_id) is refused as a provider's is, when the tenant has it off.
type ServerRefusal =
  ThirdPartyRefusal | typeof EDITION_REFUSALS.paidFeature | typeof PLUGIN_REFUSALS.sourceUnavailable;

const REFUSALS: ReadonlySet<string> = new Set([
  ...Object.values(THIRD_PARTY_REFUSALS),
  EDITION_REFUSALS.paidFeature,
  PLUGIN_REFUSALS.sourceUnavailable,
]);
const isRefusal = (message: string): message is ServerRefusal => REFUSALS.has(message);

/** The error a page of src/ throws when the provider's address does not come back to this page. */
export const UNSAFE_REDIRECT = 'thirdParty.unsafeRedirect';

export function thirdPartyProblem(error: unknown): ThirdPartyProblem {
  if (error instanceof Error && error.message === UNSAFE_REDIRECT) return 'unsafeRedirect';
  const failure = apiFailureOf(error);
  if (failure?.kind === 'network') return 'network';
  if (failure?.kind === 'response' && failure.message && isRefusal(failure.message)) return failure.message;
  return 'unexpected';
}
