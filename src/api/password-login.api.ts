import type { KyInstance } from 'ky';
import { CaptchaResponse, CaptchaShowResponse, RestTokenSuccess } from '../../schemas/password-login.schema';
import type { RestTokenRequest } from '../../schemas/password-login.schema';
import { PASSWORD_GRANT_SCOPE } from '../../schemas/spec-constants';
import type { SignInRequest } from '../../machines/password-login.machine';
import { request } from './request';

const PUBLIC = 'public/bff/v1.2';

/** The password-login calls of SPEC section 7: captcha, captcha-show and rest_token. */
export function passwordLoginApi(http: KyInstance) {
  return {
    captchaShow: (username: string, signal: AbortSignal) =>
      request(http, `${PUBLIC}/captcha_show`, CaptchaShowResponse, {
        access: 'public',
        searchParams: { username },
        signal,
      }).then((r) => r.data),
    captcha: (signal: AbortSignal) =>
      request(http, `${PUBLIC}/captcha`, CaptchaResponse, {
        access: 'public',
        searchParams: { timestamp: Date.now() },
        signal,
      }).then((r) => r.data),
    /** Exactly the fields of SPEC section 7 (rest_token); the password is already SM2 ciphertext. */
    restToken: (
      form: SignInRequest,
      device: { deviceId: string | null; traceId: string | null },
      signal: AbortSignal,
    ) => {
      const body: RestTokenRequest = {
        client_id: form.clientId,
        grant_type: 'password',
        scope: PASSWORD_GRANT_SCOPE,
        username: form.username,
        password: form.password,
        _enterprise_id: form.enterpriseId,
        sm2_code: form.sm2Code,
        auto_login: form.autoLogin,
        cap_code: form.captchaCode,
        cap_text: form.captchaText,
        authCode: null,
        deviceId: device.deviceId,
        trace_id: device.traceId,
        device_id: device.deviceId,
      };
      return request(http, `${PUBLIC}/rest_token`, RestTokenSuccess, {
        access: 'public',
        method: 'post',
        json: body,
        signal,
      });
    },
  };
}
