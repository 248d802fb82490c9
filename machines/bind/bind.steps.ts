/**
 * The steps of bind.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { DEFAULT_LOGIN_CONTEXT, type LoginContext } from '../../schemas/login-context.schema';
import { PLUGIN_ADAPTER, PLUGIN_LOGIN_TYPE } from '../../schemas/plugin-sources';
import type { AdapterBindSearch, PluginTraceSearch } from '../../schemas/route-search.schema';
import { THIRD_PARTY_ADAPTERS } from '../../schemas/third-party-sources';
import { defineSteps, type FlowContext } from '../shared/flow-entry';
import { signInStep, stepForGrant } from '../shared/flow-steps';
import { bindingLogin } from '../shared/tenant-ids';
import { BIND_FLOWS, takesRegistrations } from './bind.entry';
import { BindOutput, type BindSource } from './bind.schema';

/**
 * The login context post-login goes on with after the binding. WeCom's query names the application the sign-in
 * was started for (applicationUuid, SPEC 3), kept by the server since login_: a provider's context in storage
 * that the server does not confirm (null: the sign-in was for none) was left by another tab or an earlier
 * login, and the token does not go to that provider; the portal instead. The form's sign-in (undefined) and
 * a confirmed one keep the context.
 */
export function confirmedContext(applicationUuid: string | null | undefined, loginContext: LoginContext) {
  return applicationUuid === null && loginContext.type === 'IDAAS_SP' ? DEFAULT_LOGIN_CONTEXT : loginContext;
}

/** The adapter the server issues the binding's token through: the session says the same. */
const authTypeOf = (source: BindSource) =>
  source.kind === PLUGIN_ADAPTER ? PLUGIN_LOGIN_TYPE : THIRD_PARTY_ADAPTERS[source.kind];

/** A binding page's input: the password form signs in as a login of the source's type. */
const inputOf = (context: FlowContext, source: BindSource, opensOn: 'signIn' | 'register') => ({
  source,
  login: bindingLogin(context, authTypeOf(source)),
  allowRegister: takesRegistrations(context),
  opensOn,
});

/** Signed in (now linked), post-login goes on; else back to the login. */
const nextOf = (output: BindOutput, context: FlowContext, source: BindSource) =>
  output.kind === 'token'
    ? stepForGrant(
        { kind: 'token', accessToken: output.accessToken, authType: authTypeOf(source) },
        { loginContext: confirmedContext(output.applicationUuid, context.loginContext) },
      )
    : signInStep(context.loginContext);

/** A third-party account, by the binding the page's address names. */
const accountOf = (params: AdapterBindSearch): BindSource => ({
  kind: params.adapter ?? 'oidc_code',
  uuid: params.uuid ?? null,
});
/** A plugin's person, by the trace the page's address names. */
const personOf = (params: PluginTraceSearch): BindSource => ({
  kind: PLUGIN_ADAPTER,
  traceId: params.traceId ?? null,
});

export const BIND_STEPS = {
  adapterBind: defineSteps(BIND_FLOWS.adapterBind)({
    output: BindOutput,
    input: (context, params) => inputOf(context, accountOf(params), 'signIn'),
    next: (output, context, params) => nextOf(output, context, accountOf(params)),
  }),
  pluginBind: defineSteps(BIND_FLOWS.pluginBind)({
    output: BindOutput,
    input: (context, params) => inputOf(context, personOf(params), 'signIn'),
    next: (output, context, params) => nextOf(output, context, personOf(params)),
  }),
  pluginRegister: defineSteps(BIND_FLOWS.pluginRegister)({
    output: BindOutput,
    input: (context, params) => inputOf(context, personOf(params), 'register'),
    next: (output, context, params) => nextOf(output, context, personOf(params)),
  }),
};
