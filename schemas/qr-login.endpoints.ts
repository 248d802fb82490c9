/**
 * The QR scan login (SPEC section 7, QR login calls), a group of the endpoint table of its own: its code is
 * downloaded when its tab first shows. The browser that shows the QR code calls the public ones; the phone
 * that scanned it reads `show` and decides with the session calls `confirm` and `reject` (the reference
 * server's page at QR_CONFIRM_PATH).
 */
import { endpoint } from './endpoint';
import { CaptchaResponse } from './password-login.schema';
import {
  QrCaptchaQuery,
  QrCodeParams,
  QrDecisionRequest,
  QrInitQuery,
  QR_LOGIN_ADAPTER,
  QrInitResponse,
  QrLoggedInResponse,
  QrLoginRequestInfoResponse,
  QrLoginStatusResponse,
  QrSuccessRequest,
  QrTenantQuery,
} from './qr-login.schema';

export const QR_LOGIN_ENDPOINTS = {
  qrLoginInit: endpoint({
    method: 'GET',
    access: 'public',
    loginType: QR_LOGIN_ADAPTER,
    path: 'one_time_login/init_code',
    query: QrInitQuery,
    response: QrInitResponse,
  }),
  /** The same for a phone's browser: the code remembers it came from one. */
  qrLoginMobileInit: endpoint({
    method: 'GET',
    access: 'public',
    loginType: QR_LOGIN_ADAPTER,
    path: 'adapter/inside/mobile/qr_code',
    query: QrInitQuery,
    response: QrInitResponse,
  }),
  qrLoginCaptcha: endpoint({
    method: 'GET',
    access: 'public',
    loginType: QR_LOGIN_ADAPTER,
    path: 'one_time_login/captcha',
    query: QrCaptchaQuery,
    response: CaptchaResponse,
  }),
  qrLoginStatus: endpoint({
    method: 'GET',
    access: 'public',
    loginType: QR_LOGIN_ADAPTER,
    path: 'one_time_login/obtain_confirm_status/{code}',
    params: QrCodeParams,
    query: QrTenantQuery,
    response: QrLoginStatusResponse,
  }),
  qrLoginSuccess: endpoint({
    method: 'POST',
    access: 'public',
    loginType: QR_LOGIN_ADAPTER,
    path: 'one_time_login/success/{code}',
    params: QrCodeParams,
    body: QrSuccessRequest,
    response: QrLoggedInResponse,
  }),
  qrLoginShow: endpoint({
    method: 'GET',
    access: 'public',
    loginType: QR_LOGIN_ADAPTER,
    path: 'one_time_login/show/{code}',
    params: QrCodeParams,
    query: QrTenantQuery,
    response: QrLoginRequestInfoResponse,
  }),
  qrLoginConfirm: endpoint({
    method: 'POST',
    access: 'session',
    path: 'one_time_login/confirm/{code}',
    params: QrCodeParams,
    body: QrDecisionRequest,
    response: QrLoginStatusResponse,
  }),
  qrLoginReject: endpoint({
    method: 'POST',
    access: 'session',
    path: 'one_time_login/reject/{code}',
    params: QrCodeParams,
    body: QrDecisionRequest,
    response: QrLoginStatusResponse,
  }),
} as const;
