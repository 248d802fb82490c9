/**
 * The flow table's entries of plugin login sources (issue 15): the plugin's return (`/adapterPluginCallback`,
 * which hands a composite chain's step back to `/compositeLogin`), the binding by hand (`/pluginAdapterBind`)
 * and the fields the source requires (`/adapterUserInfo`). The start is `/adapterLogin?adapter=plugin`
 * (third-party-flows.ts). Listed by machines/app/flow-entries.gen.ts.
 */
import { PLUGIN_LOGIN_TYPE, PluginCallbackSearch } from '../../schemas/plugin-sources';
import { PluginTraceSearch } from '../../schemas/route-search.schema';
import type { pluginBindMachine } from './plugin-bind.machine';
import type { pluginCallbackMachine } from './plugin-callback.machine';
import type { pluginComplementMachine } from './plugin-complement.machine';
import type { pluginRegisterMachine } from './plugin-register.machine';
import {
  PluginBindOutput,
  PluginCallbackOutput,
  PluginComplementOutput,
  PluginRegisterOutput,
} from './plugin-login.schema';
import { defineFlow, type FlowContext } from '../shared/flow-entry';
import { signInStep, step, stepForGrant } from '../shared/flow-steps';
import { bindingLogin, tenantIds } from '../shared/tenant-ids';

/** Signed in through a plugin source: post-login, the session's type the plugins' one. */
const signedIn = (accessToken: string) =>
  stepForGrant({ kind: 'token', accessToken, authType: PLUGIN_LOGIN_TYPE });
/** A page that ends signed in, or back at the login. */
const signedInOrBack = (output: PluginComplementOutput, context: FlowContext) =>
  output.kind === 'token' ? signedIn(output.accessToken) : signInStep(context.loginContext);
/** The tenant takes registrations. */
const takesRegistrations = (context: FlowContext) => context.tenant.systemSetting?.allowRegister === true;

export const PLUGIN_LOGIN_FLOWS = {
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
        // A chain's step: the chain's page takes its answer, the tab's entry its code.
        case 'composite':
          return stepForGrant({ kind: 'chainStep', handover: output.handover });
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
      allowRegister: takesRegistrations(context),
    }),
    next: (output, context) =>
      output.kind === 'register'
        ? step({ to: 'pluginRegister', params: { traceId: output.traceId } })
        : signedInOrBack(output, context),
  }),
  /** `/pluginAdapterRegister?traceId`: a new account is registered, and linked to the plugin's person. */
  pluginRegister: defineFlow<typeof pluginRegisterMachine>()({
    route: '/pluginAdapterRegister',
    params: PluginTraceSearch,
    output: PluginRegisterOutput,
    // A tenant that takes no registrations binds an account the person has.
    enter: (context, params) =>
      takesRegistrations(context) ? null : step({ to: 'pluginBind', params: { traceId: params.traceId } }),
    input: (context, params) => ({ traceId: params.traceId ?? null, ...tenantIds(context) }),
    next: (output, context) =>
      output.kind === 'bind'
        ? step({ to: 'pluginBind', params: { traceId: output.traceId } })
        : signedInOrBack(output, context),
  }),
  /** `/adapterUserInfo?traceId`: the fields the source requires, then the account it makes signs in. */
  pluginComplement: defineFlow<typeof pluginComplementMachine>()({
    route: '/adapterUserInfo',
    params: PluginTraceSearch,
    output: PluginComplementOutput,
    input: (context, params) => ({
      traceId: params.traceId ?? null,
      enterpriseId: tenantIds(context).enterpriseId,
    }),
    next: signedInOrBack,
  }),
};
