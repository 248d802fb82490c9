/**
 * The flow table's entries of plugin login sources (issue 15): the plugin's return (`/adapterPluginCallback`,
 * which hands a composite chain's step back to `/compositeLogin`), the binding by hand (`/pluginAdapterBind`)
 * and the fields the source requires (`/adapterUserInfo`). The start is `/adapterLogin?adapter=plugin`
 * (third-party-flows.ts). Listed by machines/app/flow-entries.gen.ts.
 */
import { PluginCallbackSearch } from '../../schemas/plugin-sources';
import { PluginTraceSearch } from '../../schemas/route-search.schema';
import type { pluginBindMachine } from './plugin-bind.machine';
import type { pluginCallbackMachine } from './plugin-callback.machine';
import type { pluginComplementMachine } from './plugin-complement.machine';
import type { pluginRegisterMachine } from './plugin-register.machine';
import { defineFlow, type FlowContext } from '../shared/flow-entry';
import { step } from '../shared/flow-steps';

/** The tenant takes registrations. */
export const takesRegistrations = (context: FlowContext) =>
  context.tenant.systemSetting?.allowRegister === true;

export const PLUGIN_LOGIN_FLOWS = {
  /** The plugin's answer, read from the URL, which keeps none of it. */
  pluginCallback: defineFlow<typeof pluginCallbackMachine>()({
    route: '/adapterPluginCallback',
    params: PluginCallbackSearch,
    urlParams: () => ({}),
  }),
  /** `/pluginAdapterBind?traceId`: the local account signs in, and is linked to the plugin's person. */
  pluginBind: defineFlow<typeof pluginBindMachine>()({
    route: '/pluginAdapterBind',
    params: PluginTraceSearch,
  }),
  /** `/pluginAdapterRegister?traceId`: a new account is registered, and linked to the plugin's person. */
  pluginRegister: defineFlow<typeof pluginRegisterMachine>()({
    route: '/pluginAdapterRegister',
    params: PluginTraceSearch,
    // A tenant that takes no registrations binds an account the person has.
    enter: (context, params) =>
      takesRegistrations(context) ? null : step({ to: 'pluginBind', params: { traceId: params.traceId } }),
  }),
  /** `/adapterUserInfo?traceId`: the fields the source requires, then the account it makes signs in. */
  pluginComplement: defineFlow<typeof pluginComplementMachine>()({
    route: '/adapterUserInfo',
    params: PluginTraceSearch,
  }),
};
