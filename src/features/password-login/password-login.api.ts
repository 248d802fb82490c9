import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';
import type { RestTokenRequest } from '../../../schemas/password-login.schema';
import type { Api } from '../../api/request';

/** The password-login calls of SPEC section 7: captcha, captcha-show and rest_token. */
export function passwordLoginApi(api: Api) {
  return {
    captchaShow: (username: string, signal: AbortSignal) =>
      api(ENDPOINTS.captchaShow, { query: { username }, signal }).then((r) => r.data),
    captcha: (signal: AbortSignal) =>
      api(ENDPOINTS.captcha, { query: { timestamp: String(Date.now()) }, signal }).then((r) => r.data),
    /** Exactly the fields of SPEC section 7 (rest_token); the password is already SM2 ciphertext. */
    restToken: (body: RestTokenRequest, signal: AbortSignal) => api(ENDPOINTS.restToken, { body, signal }),
  };
}
