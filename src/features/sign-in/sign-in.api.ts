import type { ApplicationLoadAuthsQuery } from '../../../schemas/boot.schema';
import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';
import type { Api } from '../../api/request';

/** A service provider's application: the login types it allows (GET application/load_auths). */
export function signInApi(api: Api) {
  return {
    applicationLoginTypes: (query: ApplicationLoadAuthsQuery, signal: AbortSignal) =>
      api(ENDPOINTS.applicationLoadAuths, { query, signal }).then((r) => r.data),
  };
}
