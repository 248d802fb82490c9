/**
 * The flow table's entries of the binding pages (issue 44: one bind flow for every source): a third-party
 * account's (`/adapterBind`) and a plugin's person's, opening on the sign-in (`/pluginAdapterBind`) or on the
 * registration (`/pluginAdapterRegister`). Listed by machines/app/flow-entries.gen.ts.
 */
import { AdapterBindSearch, PluginTraceSearch } from '../../schemas/route-search.schema';
import { defineFlow, type FlowContext } from '../shared/flow-entry';
import { signInStep, step } from '../shared/flow-steps';
import { LINK_INVALID } from '../shared/notice';
import type { bindMachine } from './bind.machine';

/** The tenant takes registrations. */
export const takesRegistrations = (context: FlowContext) =>
  context.tenant.systemSetting?.allowRegister === true;

export const BIND_FLOWS = {
  /** `/adapterBind?adapter&uuid`: the local account signs in (or registers), linked to the third-party one. */
  adapterBind: defineFlow<typeof bindMachine>()({
    route: '/adapterBind',
    params: AdapterBindSearch,
    enter: (context, params) =>
      params.adapter ? null : { ...signInStep(context.loginContext), notice: LINK_INVALID },
  }),
  /** `/pluginAdapterBind?traceId`: the local account signs in, and is linked to the plugin's person. */
  pluginBind: defineFlow<typeof bindMachine>()({ route: '/pluginAdapterBind', params: PluginTraceSearch }),
  /** `/pluginAdapterRegister?traceId`: a new account is registered, and linked to the plugin's person. */
  pluginRegister: defineFlow<typeof bindMachine>()({
    route: '/pluginAdapterRegister',
    params: PluginTraceSearch,
    // A tenant that takes no registrations binds an account the person has.
    enter: (context, params) =>
      takesRegistrations(context) ? null : step({ to: 'pluginBind', params: { traceId: params.traceId } }),
  }),
};

/** The binding pages' flows: one machine and one page, opened at three routes. */
export type BindFlowId = keyof typeof BIND_FLOWS;
