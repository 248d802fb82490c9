/**
 * The flow table's entries of third-party sign-in (issue 14): the start (`/adapterLogin`), a callback page per
 * provider kind, and the binding (`/adapterBind`). Listed by machines/app/flow-entries.gen.ts.
 */
import {
  DEFAULT_LOGIN_CONTEXT,
  type LoginContext,
  loginContextFromSearch,
} from '../../schemas/login-context.schema';
import { PLUGIN_ADAPTER, pluginSourcesOf } from '../../schemas/plugin-sources';
import { AdapterBindSearch, AdapterLoginSearch } from '../../schemas/route-search.schema';
import {
  CALLBACK_ROUTES,
  CallbackSearch,
  IN_APP_CALLBACK_ROUTES,
  THIRD_PARTY_ADAPTERS,
  type RedirectKind,
} from '../../schemas/third-party-sources';
import type { adapterBindMachine } from './adapter-bind.machine';
import type { adapterLoginMachine } from './adapter-login.machine';
import type { thirdPartyCallbackMachine } from './third-party-callback.machine';
import { AdapterBindOutput, AdapterLoginOutput, ThirdPartyCallbackOutput } from './third-party-login.schema';
import { LINK_INVALID } from '../shared/notice';
import { defineFlow, type FlowContext } from '../shared/flow-entry';
import { signInStep, stepForGrant } from '../shared/flow-steps';
import { bindingLogin, tenantIds } from '../shared/tenant-ids';

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

/** The tenant's plugin source `id` shown on this device, if it has one. */
const pluginSourceOf = (context: FlowContext, id: string | undefined) =>
  pluginSourcesOf(context.tenant.adapters?.list ?? [], context.mobile).find(
    (adapter) => adapter.enterpriseAuthId === id,
  );

/**
 * The callback page of one provider kind (at its route, or another it returns to: WeCom's in-app one): the
 * answer is read from the URL, which keeps none of it.
 */
const callbackFlow = <const R extends `/${string}`>(kind: RedirectKind, route: R) =>
  defineFlow<typeof thirdPartyCallbackMachine>()({
    route,
    params: CallbackSearch,
    urlParams: () => ({}),
    output: ThirdPartyCallbackOutput,
    input: (context, params) => ({
      kind,
      code: params.code ?? null,
      state: params.state ?? null,
      iss: params.iss ?? null,
      providerError: params.error ?? null,
      ...tenantIds(context),
    }),
    next: (output, context) => {
      switch (output.kind) {
        case 'token':
          return stepForGrant({
            kind: 'token',
            accessToken: output.accessToken,
            authType: THIRD_PARTY_ADAPTERS[kind],
          });
        case 'bind':
          return stepForGrant({ kind: 'binding', adapter: output.adapter, uuid: output.uuid });
        case 'back':
          return signInStep(context.loginContext);
      }
    },
  });

export const THIRD_PARTY_LOGIN_FLOWS = {
  /** `/adapterLogin?adapter=…`: leaves for the source's provider, the login under way kept for the return. */
  adapterLogin: defineFlow<typeof adapterLoginMachine>()({
    route: '/adapterLogin',
    params: AdapterLoginSearch,
    // A composite chain's code is the step's to carry, not the address bar's (nor the history's) to show.
    urlParams: ({ chainCode: _chainCode, ...shown }) => shown,
    output: AdapterLoginOutput,
    loginContext: loginContextFromSearch,
    // A plugin source the tenant does not offer on this device is as unknown as no source at all.
    enter: (context, params) =>
      params.adapter && (params.adapter !== PLUGIN_ADAPTER || pluginSourceOf(context, params.pluginId))
        ? null
        : { ...signInStep(context.loginContext), notice: LINK_INVALID },
    input: (context, params) => ({
      kind: params.adapter ?? 'oidc_code',
      ...tenantIds(context),
      loginContext: context.loginContext,
      pluginId: params.pluginId ?? null,
      sourceName:
        params.adapter === PLUGIN_ADAPTER ? (pluginSourceOf(context, params.pluginId)?.name ?? null) : null,
      // Only a plugin source is a chain's step that leaves the page (issue 15).
      chainCode: params.adapter === PLUGIN_ADAPTER ? (params.chainCode ?? null) : null,
      // Its own button, where its entry starts a chain: the first step, which starts it.
      startsChain:
        params.adapter === PLUGIN_ADAPTER &&
        params.chainCode === undefined &&
        pluginSourceOf(context, params.pluginId)?.compositeAuthenticate === true,
    }),
    next: (_output, context) => signInStep(context.loginContext),
  }),
  aadCallback: callbackFlow('aad', CALLBACK_ROUTES.aad),
  oidcCodeCallback: callbackFlow('oidc_code', CALLBACK_ROUTES.oidc_code),
  oidcCodeAdapterCallback: callbackFlow('oidc_code_adapter', CALLBACK_ROUTES.oidc_code_adapter),
  ddtalkCallback: callbackFlow('ddtalk', CALLBACK_ROUTES.ddtalk),
  wechatCallback: callbackFlow('wechat', CALLBACK_ROUTES.wechat),
  wechatEnterpriseCallback: callbackFlow('wechatenterprise', CALLBACK_ROUTES.wechatenterprise),
  wechatEnterpriseMicroCallback: callbackFlow('wechatenterprise', IN_APP_CALLBACK_ROUTES.wechatenterprise),
  alipayCallback: callbackFlow('alipay', CALLBACK_ROUTES.alipay),
  /** `/adapterBind?adapter&uuid`: the local account signs in, and is linked to the third-party one. */
  adapterBind: defineFlow<typeof adapterBindMachine>()({
    route: '/adapterBind',
    params: AdapterBindSearch,
    output: AdapterBindOutput,
    enter: (context, params) =>
      params.adapter ? null : { ...signInStep(context.loginContext), notice: LINK_INVALID },
    input: (context, params) => ({
      kind: params.adapter ?? 'oidc_code',
      uuid: params.uuid ?? null,
      login: bindingLogin(context, THIRD_PARTY_ADAPTERS[params.adapter ?? 'oidc_code']),
      allowRegister: context.tenant.systemSetting?.allowRegister === true,
    }),
    // The server issues the binding's token through the source's adapter: the session says the same.
    next: (output, context, params) =>
      output.kind === 'token'
        ? stepForGrant(
            {
              kind: 'token',
              accessToken: output.accessToken,
              authType: THIRD_PARTY_ADAPTERS[params.adapter ?? 'oidc_code'],
            },
            { loginContext: confirmedContext(output.applicationUuid, context.loginContext) },
          )
        : signInStep(context.loginContext),
  }),
};
