/**
 * The steps of third-party-login.entry.ts's flows: what each is started with, and where its output leads. They download
 * with the flow's code, not with the first screen.
 */
import { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import {
  type CallbackSearch,
  THIRD_PARTY_ADAPTERS,
  type RedirectKind,
} from '../../schemas/third-party-sources';
import type { thirdPartyCallbackMachine } from './third-party-callback.machine';
import { AdapterLoginOutput, ThirdPartyCallbackOutput } from './third-party-login.schema';
import { signInStep, stepForGrant } from '../shared/flow-steps';
import { tenantIds } from '../shared/tenant-ids';
import { type FlowContext, type FlowEntryOf, defineSteps } from '../shared/flow-entry';
import { type GrantRoute, PLAIN_GRANT } from '../shared/grant';
import type { AdapterLoginSearch } from '../../schemas/route-search.schema';
import { THIRD_PARTY_LOGIN_FLOWS, pluginSourceOf } from './third-party-login.entry';

/**
 * The callback page of one provider kind: started with the answer its URL brought, it leads on to what the
 * provider's sign-in was granted.
 */
const callbackSteps = (
  kind: RedirectKind,
  entry: FlowEntryOf<typeof thirdPartyCallbackMachine, typeof CallbackSearch>,
) =>
  defineSteps(entry)({
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

/**
 * How a source's proof is granted: only a plugin source's trace may be a composite chain's step (issue 15),
 * opened by the chain's page with its code, or, from its own button where its entry starts a chain, the first
 * step, which starts it. Every other start is the tenant's own grant.
 */
function grantRouteOf(context: FlowContext, params: AdapterLoginSearch): GrantRoute {
  if (params.adapter !== PLUGIN_ADAPTER) return PLAIN_GRANT;
  if (params.chainCode !== undefined) return { kind: 'chainStep', code: params.chainCode, first: false };
  return pluginSourceOf(context, params.pluginId)?.compositeAuthenticate === true
    ? { kind: 'chainStart' }
    : PLAIN_GRANT;
}

export const THIRD_PARTY_LOGIN_STEPS = {
  adapterLogin: defineSteps(THIRD_PARTY_LOGIN_FLOWS.adapterLogin)({
    output: AdapterLoginOutput,
    input: (context, params) => ({
      kind: params.adapter ?? 'oidc_code',
      ...tenantIds(context),
      loginContext: context.loginContext,
      pluginId: params.pluginId ?? null,
      sourceName:
        params.adapter === PLUGIN_ADAPTER ? (pluginSourceOf(context, params.pluginId)?.name ?? null) : null,
      grant: grantRouteOf(context, params),
    }),
    next: (_output, context) => signInStep(context.loginContext),
  }),
  aadCallback: callbackSteps('aad', THIRD_PARTY_LOGIN_FLOWS.aadCallback),
  oidcCodeCallback: callbackSteps('oidc_code', THIRD_PARTY_LOGIN_FLOWS.oidcCodeCallback),
  oidcCodeAdapterCallback: callbackSteps(
    'oidc_code_adapter',
    THIRD_PARTY_LOGIN_FLOWS.oidcCodeAdapterCallback,
  ),
  ddtalkCallback: callbackSteps('ddtalk', THIRD_PARTY_LOGIN_FLOWS.ddtalkCallback),
  wechatCallback: callbackSteps('wechat', THIRD_PARTY_LOGIN_FLOWS.wechatCallback),
  wechatEnterpriseCallback: callbackSteps(
    'wechatenterprise',
    THIRD_PARTY_LOGIN_FLOWS.wechatEnterpriseCallback,
  ),
  wechatEnterpriseMicroCallback: callbackSteps(
    'wechatenterprise',
    THIRD_PARTY_LOGIN_FLOWS.wechatEnterpriseMicroCallback,
  ),
  alipayCallback: callbackSteps('alipay', THIRD_PARTY_LOGIN_FLOWS.alipayCallback),
};
