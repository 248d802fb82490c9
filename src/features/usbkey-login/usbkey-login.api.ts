import { USBKEY_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/usbkey-login.endpoints';
import type { UsbKeyChallengeQuery, UsbKeyLoginRequest } from '../../../schemas/usbkey-login.schema';
import type { Api } from '../../api/request';

/** The USB-key login's calls (SPEC 7, bjcacert/login): the server's certificate and random, the login. */
export function usbKeyLoginApi(api: Api) {
  return {
    challenge: (query: UsbKeyChallengeQuery, signal: AbortSignal) =>
      api(ENDPOINTS.usbKeyChallenge, { query, signal }).then((r) => r.data),
    login: (body: UsbKeyLoginRequest, signal: AbortSignal) =>
      api(ENDPOINTS.usbKeyLogin, { body, signal }).then((r) => r.data),
  };
}
