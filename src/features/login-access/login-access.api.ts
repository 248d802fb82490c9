import type { SpLoggedQuery } from '../../../schemas/session.schema';
import { SESSION_ENDPOINTS as ENDPOINTS } from '../../../schemas/session.endpoints';
import type { Api } from '../../api/request';

/** The login-access page's calls (SPEC section 7), with the stored session's token. */
export function loginAccessApi(api: Api) {
  return {
    userPasswordInfo: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.userPasswordInfo, { token, signal }).then((r) => r.data),
    applicationSecurityLevel: (token: string, query: SpLoggedQuery, signal: AbortSignal) =>
      api(ENDPOINTS.applicationSecurityLevel, { query, token, signal }).then((r) => r.data),
  };
}
