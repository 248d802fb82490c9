import type { KyInstance } from 'ky';
import { TolerantLogoutResponse } from '../../schemas/logout-response.schema';
import { request } from './request';

/**
 * POST /api/bff/v1.2/commons/logout with the bearer session. With `oldAccessToken` the server revokes only that
 * older token of the same user; without it, this session's token.
 */
export function logoutApi(http: KyInstance) {
  return {
    logout: (oldAccessToken: string | null, signal: AbortSignal) =>
      request(http, 'bff/v1.2/commons/logout', TolerantLogoutResponse, {
        access: 'session',
        method: 'post',
        json: oldAccessToken ? { oldAccessToken } : {},
        signal,
      }).then((r) => r.data),
  };
}

export type LogoutApi = ReturnType<typeof logoutApi>;
