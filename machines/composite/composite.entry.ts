/**
 * The flow table's entry of composite (chained) authentication (issue 15): `/compositeLogin`, where a chain's
 * login steps after the first run. The first step is the login page's; the factor steps are `/second/auth`'s,
 * which post-login sends the chain's token to. Listed by machines/app/flow-entries.gen.ts.
 */
import { spApplicationOf } from '../../schemas/login-context.schema';
import { PLUGIN_ADAPTER, pluginSourcesOf } from '../../schemas/plugin-sources';
import { CompositeLoginSearch } from '../../schemas/route-search.schema';
import type { compositeChainMachine } from './composite-chain.machine';
import { CompositeChainOutput } from './composite-chain.schema';
import { defineFlow } from '../shared/flow-entry';
import { signInStep, step, stepForGrant } from '../shared/flow-steps';
import { tenantIds } from '../shared/tenant-ids';

export const COMPOSITE_FLOWS = {
  /** `/compositeLogin`: the chain's next login step, its hand-over kept out of the URL. */
  compositeLogin: defineFlow<typeof compositeChainMachine>()({
    route: '/compositeLogin',
    params: CompositeLoginSearch,
    urlParams: () => ({}),
    output: CompositeChainOutput,
    input: (context, params) => ({
      sm2Key: context.tenant.sm2Key,
      ...tenantIds(context),
      mobile: context.mobile,
      loginContext: context.loginContext,
      plugins: pluginSourcesOf(context.tenant.adapters?.list ?? [], context.mobile),
      handover: params.handover ?? null,
    }),
    next: (output, context) => {
      switch (output.kind) {
        // The session is the chain's adapter's; post-login sends a token that owes factor steps on to them.
        case 'token':
          return stepForGrant({ kind: 'token', accessToken: output.accessToken, authType: output.authType });
        // The plugin step's trace carries the chain's code (kept out of the URL); a provider's login under
        // way rides along as the login page's source buttons carry it, so the chain's token goes to it.
        case 'plugin':
          return step({
            to: 'adapterLogin',
            params: {
              adapter: PLUGIN_ADAPTER,
              pluginId: output.pluginId,
              chainCode: output.chainCode,
              ...spApplicationOf(context.loginContext),
            },
          });
        case 'back':
          return signInStep(context.loginContext);
      }
    },
  }),
};
