/**
 * The flow table's entry of composite (chained) authentication (issue 15): `/compositeLogin`, where a chain's
 * login steps after the first run. The first step is the login page's; the factor steps are `/second/auth`'s,
 * which post-login sends the chain's token to. Listed by machines/app/flow-entries.gen.ts.
 */
import { CompositeLoginSearch } from '../../schemas/route-search.schema';
import type { compositeChainMachine } from './composite-chain.machine';
import { defineFlow } from '../shared/flow-entry';

export const COMPOSITE_FLOWS = {
  /** `/compositeLogin`: the chain's next login step, its hand-over kept out of the URL. */
  compositeLogin: defineFlow<typeof compositeChainMachine>()({
    route: '/compositeLogin',
    params: CompositeLoginSearch,
    urlParams: () => ({}),
  }),
};
