/**
 * The flow table's entries of third-party sign-in (issue 14): the start (`/adapterLogin`) and a callback page per
 * provider kind (the binding is machines/bind's). Listed by machines/app/flow-entries.gen.ts.
 */
import { loginContextFromSearch } from '../../schemas/login-context.schema';
import { PLUGIN_ADAPTER, pluginSourcesOf } from '../../schemas/plugin-sources';
import { AdapterLoginSearch } from '../../schemas/route-search.schema';
import { CALLBACK_ROUTES, CallbackSearch, IN_APP_CALLBACK_ROUTES } from '../../schemas/third-party-sources';
import type { adapterLoginMachine } from './adapter-login.machine';
import type { thirdPartyCallbackMachine } from './third-party-callback.machine';
import { LINK_INVALID } from '../shared/notice';
import { defineFlow, type FlowContext } from '../shared/flow-entry';
import { signInStep } from '../shared/flow-steps';

/** The tenant's plugin source `id` shown on this device, if it has one. */
export const pluginSourceOf = (context: FlowContext, id: string | undefined) =>
  pluginSourcesOf(context.tenant.adapters?.list ?? [], context.mobile).find(
    (adapter) => adapter.enterpriseAuthId === id,
  );

/**
 * The callback page of one provider kind (at its route, or another it returns to: WeCom's in-app one): the
 * answer is read from the URL, which keeps none of it.
 */
const callbackFlow = <const R extends `/${string}`>(route: R) =>
  defineFlow<typeof thirdPartyCallbackMachine>()({ route, params: CallbackSearch, urlParams: () => ({}) });

export const THIRD_PARTY_LOGIN_FLOWS = {
  /** `/adapterLogin?adapter=…`: leaves for the source's provider, the login under way kept for the return. */
  adapterLogin: defineFlow<typeof adapterLoginMachine>()({
    route: '/adapterLogin',
    params: AdapterLoginSearch,
    // A composite chain's code is the step's to carry, not the address bar's (nor the history's) to show.
    urlParams: ({ chainCode: _chainCode, ...shown }) => shown,
    loginContext: loginContextFromSearch,
    // A plugin source the tenant does not offer on this device is as unknown as no source at all.
    enter: (context, params) =>
      params.adapter && (params.adapter !== PLUGIN_ADAPTER || pluginSourceOf(context, params.pluginId))
        ? null
        : { ...signInStep(context.loginContext), notice: LINK_INVALID },
  }),
  aadCallback: callbackFlow(CALLBACK_ROUTES.aad),
  oidcCodeCallback: callbackFlow(CALLBACK_ROUTES.oidc_code),
  oidcCodeAdapterCallback: callbackFlow(CALLBACK_ROUTES.oidc_code_adapter),
  ddtalkCallback: callbackFlow(CALLBACK_ROUTES.ddtalk),
  wechatCallback: callbackFlow(CALLBACK_ROUTES.wechat),
  wechatEnterpriseCallback: callbackFlow(CALLBACK_ROUTES.wechatenterprise),
  wechatEnterpriseMicroCallback: callbackFlow(IN_APP_CALLBACK_ROUTES.wechatenterprise),
  alipayCallback: callbackFlow(CALLBACK_ROUTES.alipay),
};
