import { REGISTER_ENDPOINTS as ENDPOINTS } from '../../../schemas/register.endpoints';
import type { Registration } from '../../../machines/register/register.machine';
import { drawCaptcha } from '../../api/captcha';
import type { Api } from '../../api/request';
import { newClientToken } from '../../api/client-token';

/** Registration's calls (SPEC section 7): the login page's picture captcha, which the server checks the same way, and POST register. */
export function registerApi(api: Api) {
  return {
    captcha: (signal: AbortSignal) => drawCaptcha(api, signal),
    /** Each call carries a fresh client token, so a retry is a new request. */
    register: (registration: Registration, signal: AbortSignal) =>
      api(ENDPOINTS.register, { body: { ...registration, clientToken: newClientToken() }, signal }).then(
        (r) => r.data,
      ),
  };
}
