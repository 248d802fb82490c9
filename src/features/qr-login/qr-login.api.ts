import type { QrInitInput, QrStatusInput } from '../../../machines/qr-login/qr-login.machine';
import { QR_LOGIN_ENDPOINTS as ENDPOINTS } from '../../../schemas/qr-login.endpoints';
import type { QrSuccessRequest } from '../../../schemas/qr-login.schema';
import type { Api } from '../../api/request';

/** The QR scan login's calls (SPEC 7, QR login): a code, a captcha, the code's state, the token. */
export function qrLoginApi(api: Api) {
  const tenant = (enterpriseId: string) => ({ _enterprise_id: enterpriseId || undefined });
  return {
    init: ({ mobile, query }: QrInitInput, signal: AbortSignal) =>
      api(mobile ? ENDPOINTS.qrLoginMobileInit : ENDPOINTS.qrLoginInit, { query, signal }).then(
        (r) => r.data,
      ),
    captcha: (enterpriseId: string, signal: AbortSignal) =>
      api(ENDPOINTS.qrLoginCaptcha, {
        query: { ...tenant(enterpriseId), timestamp: String(Date.now()) },
        signal,
      }).then((r) => r.data),
    status: ({ code, enterpriseId }: QrStatusInput, signal: AbortSignal) =>
      api(ENDPOINTS.qrLoginStatus, { params: { code }, query: tenant(enterpriseId), signal }).then(
        (r) => r.data,
      ),
    success: (body: QrSuccessRequest, signal: AbortSignal) =>
      api(ENDPOINTS.qrLoginSuccess, { params: { code: body.code }, body, signal }).then((r) => r.data),
  };
}
