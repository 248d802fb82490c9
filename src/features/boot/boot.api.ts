import type { BootAnswerCall } from '../../../schemas/boot-answers.schema';
import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';
import type { Api } from '../../api/request';
import { pluginsOf } from '../../../schemas/dingtalk-oidc-plugin.schema';
import type { BootAnswer, BootAnswers } from './boot-answers';

/**
 * The boot calls of SPEC section 7, each returning the envelope's parsed `data`: from the answer the page
 * came with when it has a valid one, else from the API. The tenant calls name no enterpriseId: the instance's
 * default tenant, the one `enterprise` describes, so none waits for another's answer.
 */
export function bootApi(api: Api, answers: BootAnswers) {
  const answered = <K extends BootAnswerCall>(call: K, ask: () => Promise<BootAnswer<K>>) => {
    const answer = answers.take(call);
    return answer ? Promise.resolve(answer) : ask();
  };
  return {
    preFrontendLogin: (signal: AbortSignal) =>
      answered('preFrontendLogin', () => api(ENDPOINTS.preFrontendLogin, { signal })).then((r) => r.data),
    enterprise: (signal: AbortSignal) =>
      answered('enterprise', () => api(ENDPOINTS.enterprise, { query: {}, signal })).then((r) => r.data),
    idpInfo: (signal: AbortSignal) =>
      answered('idpInfo', () => api(ENDPOINTS.idpInfo, { query: {}, signal })).then((r) => r.data),
    systemSetting: (signal: AbortSignal) =>
      answered('systemSetting', () => api(ENDPOINTS.systemSetting, { signal })).then((r) => r.data),
    sm2Key: (signal: AbortSignal) =>
      answered('sm2Key', () => api(ENDPOINTS.sm2Key, { signal })).then((r) => r.data),
    loadAuths: (signal: AbortSignal) =>
      answered('loadAuths', () => api(ENDPOINTS.loadAuths, { query: {}, signal })).then((r) => r.data),
    loginPageTemplate: (signal: AbortSignal) =>
      answered('loginPageTemplate', () => api(ENDPOINTS.loginPageTemplate, { query: {}, signal })).then(
        (r) => r.data.customConfig ?? null,
      ),
    // A plugin the page cannot read is left out, not the list (pluginsOf); a list it cannot read fails the call.
    dingTalkOidcPlugins: (signal: AbortSignal) =>
      answered('dingTalkOidcPlugins', () => api(ENDPOINTS.dingTalkOidcPlugins, { query: {}, signal })).then(
        (r) => pluginsOf(r.data),
      ),
  };
}
