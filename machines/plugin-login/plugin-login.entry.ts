/**
 * The flow table's entries of plugin login sources (issue 15): the plugin's return (`/adapterPluginCallback`,
 * which hands a composite chain's step back to `/compositeLogin`) and the fields the source requires
 * (`/adapterUserInfo`). The start is `/adapterLogin?adapter=plugin` (third-party-login.entry.ts), the binding by
 * hand machines/bind's. Listed by machines/app/flow-entries.gen.ts.
 */
import { PluginCallbackSearch } from '../../schemas/plugin-sources';
import { PluginTraceSearch } from '../../schemas/route-search.schema';
import type { pluginCallbackMachine } from './plugin-callback.machine';
import type { pluginComplementMachine } from './plugin-complement.machine';
import { defineFlow } from '../shared/flow-entry';

export const PLUGIN_LOGIN_FLOWS = {
  /** The plugin's answer, read from the URL, which keeps none of it. */
  pluginCallback: defineFlow<typeof pluginCallbackMachine>()({
    route: '/adapterPluginCallback',
    params: PluginCallbackSearch,
    urlParams: () => ({}),
  }),
  /** `/adapterUserInfo?traceId`: the fields the source requires, then the account it makes signs in. */
  pluginComplement: defineFlow<typeof pluginComplementMachine>()({
    route: '/adapterUserInfo',
    params: PluginTraceSearch,
  }),
};
