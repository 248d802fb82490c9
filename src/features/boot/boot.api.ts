import type { BootAnswerCall } from '../../../schemas/boot-answers.schema';
import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';
import type { Api } from '../../api/request';
import { pluginsOf } from '../../../schemas/dingtalk-oidc-plugin.schema';
import type { BootAnswer, BootAnswers } from './boot-answers';

/** The tenant a boot is for: null is the instance's default tenant, the one the page was served for. */
export type BootTenant = string | null;

/**
 * The boot calls of SPEC section 7, each returning the envelope's parsed `data`. For the default tenant they
 * name no enterpriseId (the one `enterprise` describes, so none waits for another's answer) and come from the
 * answer the page came with when it has a valid one, else from the API. For another tenant (the session's:
 * a login across tenants signed in there) each names it, and the page's answers, the default's, are not used.
 */
export function bootApi(api: Api, answers: BootAnswers) {
  // Every boot call takes the same tenant query (TenantQuery); TypeScript cannot follow a generic call name to
  // its endpoint's options, so the call is made through the one signature they share.
  const ask = api as <K extends BootAnswerCall>(
    endpoint: (typeof ENDPOINTS)[K],
    options: { query: { enterpriseId?: string }; signal: AbortSignal },
  ) => Promise<BootAnswer<K>>;
  const data =
    <K extends BootAnswerCall>(call: K) =>
    async (tenant: BootTenant, signal: AbortSignal): Promise<BootAnswer<K>['data']> =>
      (
        (tenant === null && answers.take(call)) ||
        (await ask<K>(ENDPOINTS[call], { query: tenant === null ? {} : { enterpriseId: tenant }, signal }))
      ).data;
  const loginPageTemplate = data('loginPageTemplate');
  const dingTalkOidcPlugins = data('dingTalkOidcPlugins');
  return {
    preFrontendLogin: data('preFrontendLogin'),
    enterprise: data('enterprise'),
    idpInfo: data('idpInfo'),
    systemSetting: data('systemSetting'),
    sm2Key: data('sm2Key'),
    loadAuths: data('loadAuths'),
    loginPageTemplate: async (tenant: BootTenant, signal: AbortSignal) =>
      (await loginPageTemplate(tenant, signal)).customConfig ?? null,
    // A plugin the page cannot read is left out, not the list (pluginsOf); a list it cannot read fails the call.
    dingTalkOidcPlugins: async (tenant: BootTenant, signal: AbortSignal) =>
      pluginsOf(await dingTalkOidcPlugins(tenant, signal)),
  };
}
