import type { ApplicationAuthTypeQuery } from '../../../schemas/application-two-factor.schema';
import type { ApplicationLoadAuthsQuery } from '../../../schemas/boot.schema';
import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';
import type { Api } from '../../api/request';

/**
 * A service provider's application: the login types it allows (GET application/load_auths). An application's
 * second check: by the password or by a one-time code (GET plugin_application_2factor/getAuthType).
 */
export function signInApi(api: Api) {
  return {
    applicationLoginTypes: (query: ApplicationLoadAuthsQuery, signal: AbortSignal) =>
      api(ENDPOINTS.applicationLoadAuths, { query, signal }).then((r) => r.data),
    applicationAuthType: (query: ApplicationAuthTypeQuery, signal: AbortSignal) =>
      api(ENDPOINTS.applicationAuthType, { query, signal }).then((r) => r.data),
  };
}
