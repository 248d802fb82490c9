/**
 * The flow table's entries of plugin login sources (issue 15): the plugin's return (`/adapterPluginCallback`),
 * the binding by hand (`/pluginAdapterBind`) and the fields the source requires (`/adapterUserInfo`). The start
 * is `/adapterLogin?adapter=plugin` (third-party-flows.ts). Spread into FLOWS (flow-table.ts).
 */
import { PLUGIN_LOGIN_TYPE, PluginCallbackSearch } from '../../schemas/plugin-sources';
import { PluginTraceSearch } from '../../schemas/route-search.schema';
import type { pluginBindMachine } from '../plugin-login/plugin-bind.machine';
import type { pluginCallbackMachine } from '../plugin-login/plugin-callback.machine';
import type { pluginComplementMachine } from '../plugin-login/plugin-complement.machine';
import { PluginBindOutput, PluginCallbackOutput } from '../plugin-login/plugin-login.schema';
import { defineFlow, type FlowContext } from './flow';
import { signInStep, step } from './flow-steps';
import { bindingLogin, tenantIds } from './tenant-ids';

/** Signed in through a plugin source: post-login, the session's type the plugins' one. */
const signedIn = (accessToken: string) =>
  step({ to: 'postLogin', params: {}, session: { accessToken, authType: PLUGIN_LOGIN_TYPE } });
/** A page that ends signed in, or back at the login. */
const signedInOrBack = (output: PluginBindOutput, context: FlowContext) =>
  output.kind === 'token' ? signedIn(output.accessToken) : signInStep(context.loginContext);

export const PLUGIN_FLOWS = {
  /** The plugin's answer, read from the URL, which keeps none of it. */
  pluginCallback: defineFlow<typeof pluginCallbackMachine>()({
    route: '/adapterPluginCallback',
    params: PluginCallbackSearch,
    urlParams: () => ({}),
    output: PluginCallbackOutput,
    input: (context, params) => ({
      traceId: params.traceId ?? null,
      authCode: params.authCode ?? null,
      enterpriseId: tenantIds(context).enterpriseId,
    }),
    next: (output, context) => {
      switch (output.kind) {
        case 'token':
          return signedIn(output.accessToken);
        case 'bind':
          return step({ to: 'pluginBind', params: { traceId: output.traceId } });
        case 'complement':
          return step({ to: 'pluginComplement', params: { traceId: output.traceId } });
        case 'back':
          return signInStep(context.loginContext);
      }
    },
  }),
  /** `/pluginAdapterBind?traceId`: the local account signs in, and is linked to the plugin's person. */
  pluginBind: defineFlow<typeof pluginBindMachine>()({
    route: '/pluginAdapterBind',
    params: PluginTraceSearch,
    output: PluginBindOutput,
    input: (context, params) => ({
      traceId: params.traceId ?? null,
      login: bindingLogin(context, PLUGIN_LOGIN_TYPE),
    }),
    next: signedInOrBack,
  }),
  /** `/adapterUserInfo?traceId`: the fields the source requires, then the account it makes signs in. */
  pluginComplement: defineFlow<typeof pluginComplementMachine>()({
    route: '/adapterUserInfo',
    params: PluginTraceSearch,
    output: PluginBindOutput,
    input: (context, params) => ({
      traceId: params.traceId ?? null,
      enterpriseId: tenantIds(context).enterpriseId,
    }),
    next: signedInOrBack,
  }),
};
