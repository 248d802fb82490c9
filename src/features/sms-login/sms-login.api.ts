import type {
  SmsLoginInfoQuery,
  SmsLoginRequest,
  SmsSendCodeRequest,
} from '../../../schemas/sms-login.schema';
import { SMS_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/sms-login.endpoints';
import type { Api } from '../../api/request';

/** The SMS login's calls (SPEC 7, authenticate/{adapter}/): the adapter's info, a code, the login. */
export function smsLoginApi(api: Api) {
  return {
    info: (query: SmsLoginInfoQuery, signal: AbortSignal) =>
      api(ENDPOINTS.smsLoginInfo, { query, signal }).then((r) => r.data),
    sendCode: (body: SmsSendCodeRequest, signal: AbortSignal) =>
      api(ENDPOINTS.smsLoginSendCode, { body, signal }).then((r) => r.data),
    // A call with a chain's code is the chain's step (SPEC 3 callback result), any other signs in: the grant's
    // route (src/shared/grant-route.ts) takes no answer of the other kind.
    login: (body: SmsLoginRequest, signal: AbortSignal) =>
      api(ENDPOINTS.smsLogin, { body, signal }).then(({ data }) => data),
    loginPath: ENDPOINTS.smsLogin.path,
  };
}
