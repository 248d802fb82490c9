import { CORE_ENDPOINTS } from '../../schemas/core.endpoints';
import type { Api } from './request';

/**
 * POST sm2_key for one submission's passwords: the tenant's public key and a fresh challenge (`code`), which
 * the server takes once. The boot's answer is the page's; a form asks again each time it encrypts. Without
 * `enterpriseId`, the instance's default tenant's key.
 */
export const fetchSm2Challenge = (api: Api, signal: AbortSignal, enterpriseId?: string) =>
  api(CORE_ENDPOINTS.sm2Key, { query: enterpriseId ? { enterpriseId } : {}, signal }).then((r) => r.data);
