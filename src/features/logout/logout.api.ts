import { SESSION_ENDPOINTS as ENDPOINTS } from '../../../schemas/session.endpoints';
import type { Api } from '../../api/request';

/**
 * POST commons/logout with the session's token. With `oldAccessToken` the server revokes only that older
 * token of the same user; without it, this session's token.
 */
export function logoutApi(api: Api) {
  return {
    logout: (token: string, oldAccessToken: string | null, signal: AbortSignal) =>
      api(ENDPOINTS.logout, { body: oldAccessToken ? { oldAccessToken } : {}, token, signal }).then(
        (r) => r.data,
      ),
  };
}
