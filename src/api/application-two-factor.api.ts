import type { KyInstance } from 'ky';
import {
  type ApplicationTwoFactorResultRequest,
  ApplicationTwoFactorResultResponse,
} from '../../schemas/application-two-factor.schema';
import { request } from './request';

/** POST /api/bff/v1.2/enduser/plugin_application_2factor/authResult: tells the asking application the outcome. */
export function applicationTwoFactorApi(http: KyInstance) {
  return {
    authResult: (body: ApplicationTwoFactorResultRequest, signal: AbortSignal) =>
      request(
        http,
        'bff/v1.2/enduser/plugin_application_2factor/authResult',
        ApplicationTwoFactorResultResponse,
        {
          access: 'session',
          token: body.access_token,
          method: 'post',
          json: body,
          signal,
        },
      ).then((r) => r.data),
  };
}
