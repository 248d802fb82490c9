/**
 * The steps of composite.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { spApplicationOf } from '../../schemas/login-context.schema';
import { PLUGIN_ADAPTER, pluginSourcesOf } from '../../schemas/plugin-sources';
import { CompositeChainOutput } from './composite-chain.schema';
import { signInStep, step, stepForGrant } from '../shared/flow-steps';
import { tenantIds } from '../shared/tenant-ids';
import { defineSteps } from '../shared/flow-entry';
import { COMPOSITE_FLOWS } from './composite.entry';

export const COMPOSITE_STEPS = {
  compositeLogin: defineSteps(COMPOSITE_FLOWS.compositeLogin)({
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
