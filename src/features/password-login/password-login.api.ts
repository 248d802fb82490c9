import { CORE_ENDPOINTS as ENDPOINTS } from '../../../schemas/core.endpoints';
import type { RestTokenRequest } from '../../../schemas/password-login.schema';
import { drawCaptcha } from '../../api/captcha';
import type { Api } from '../../api/request';

/** The password-login calls of SPEC section 7: captcha, captcha-show, rest_token and adapter/inside/password. */
export function passwordLoginApi(api: Api) {
  return {
    captchaShow: (username: string, signal: AbortSignal) =>
      api(ENDPOINTS.captchaShow, { query: { username }, signal }).then((r) => r.data),
    captcha: (signal: AbortSignal) => drawCaptcha(api, signal),
    /**
     * Exactly the fields of SPEC section 7 (rest_token); the password is already SM2 ciphertext. A token, or,
     * where the grant carried a composite chain's code (`authCode`), the step's result (issue 15).
     */
    restToken: (body: RestTokenRequest, signal: AbortSignal) => api(ENDPOINTS.restToken, { body, signal }),
    restTokenPath: ENDPOINTS.restToken.path,
    /** The same grant, checked by the tenant's directory behind the adapter `enterpriseAuthId`. */
    directoryLogin: (body: RestTokenRequest, enterpriseAuthId: string, signal: AbortSignal) =>
      api(ENDPOINTS.directoryLogin, { body: { ...body, enterpriseAuthId }, signal }),
    directoryPath: ENDPOINTS.directoryLogin.path,
  };
}
