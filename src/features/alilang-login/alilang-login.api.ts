import type {
  AlilangParamsInput,
  AlilangSubmitInput,
} from '../../../machines/alilang-login/alilang-login.machine';
import { ALILANG_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/alilang-login.endpoints';
import type { Api } from '../../api/request';

/** Alilang's calls (SPEC 7, authenticate/alilang/…): the signed request for the agent, and its token's sign-in. */
export function alilangLoginApi(api: Api) {
  return {
    params: ({ clientId, enterpriseId, application }: AlilangParamsInput, signal: AbortSignal) =>
      api(ENDPOINTS.alilangTokenParams, {
        query: { clientId, _enterprise_id: enterpriseId, ...(application ?? {}) },
        signal,
      }).then((r) => r.data),
    submit: ({ clientId, enterpriseId, uemToken }: AlilangSubmitInput, signal: AbortSignal) =>
      api(ENDPOINTS.alilangCallback, {
        body: { uemToken, clientId, _enterprise_id: enterpriseId },
        signal,
      }).then((r) => r.data),
  };
}
