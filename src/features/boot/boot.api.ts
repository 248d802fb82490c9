import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { Api } from '../../api/request';

/** The boot calls of SPEC section 7, each returning the envelope's parsed `data`. */
export function bootApi(api: Api) {
  return {
    preFrontendLogin: (signal: AbortSignal) =>
      api(ENDPOINTS.preFrontendLogin, { signal }).then((r) => r.data),
    enterprise: (signal: AbortSignal) => api(ENDPOINTS.enterprise, { query: {}, signal }).then((r) => r.data),
    idpInfo: (signal: AbortSignal) => api(ENDPOINTS.idpInfo, { signal }).then((r) => r.data),
    systemSetting: (signal: AbortSignal) => api(ENDPOINTS.systemSetting, { signal }).then((r) => r.data),
    sm2Key: (signal: AbortSignal) => api(ENDPOINTS.sm2Key, { signal }).then((r) => r.data),
    loadAuths: (enterpriseId: string, signal: AbortSignal) =>
      api(ENDPOINTS.loadAuths, { query: { enterpriseId }, signal }).then((r) => r.data),
    loginPageTemplate: (enterpriseId: string, signal: AbortSignal) =>
      api(ENDPOINTS.loginPageTemplate, { query: { enterpriseId }, signal }).then(
        (r) => r.data.customConfig ?? null,
      ),
  };
}
