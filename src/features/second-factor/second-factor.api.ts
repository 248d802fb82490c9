import { SECOND_FACTOR_ENDPOINTS as ENDPOINTS } from '../../../schemas/second-factor.endpoints';
import type {
  AdminVerifyRequest,
  BindPhoneRequest,
  OtpCodeRequest,
  ResetSendRequest,
} from '../../../schemas/second-factor.schema';
import type { Api } from '../../api/request';

/** The second factor's calls of SPEC section 7, each with the session's token, returning the parsed `data`. */
export function secondFactorApi(api: Api) {
  return {
    select: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.secondFactorSelect, { token, signal }).then((r) => r.data),
    otpDetails: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.otpDetails, { token, signal }).then((r) => r.data),
    otpCode: (token: string, body: OtpCodeRequest, signal: AbortSignal) =>
      api(ENDPOINTS.otpCode, { token, body, signal }).then((r) => r.data),
    firstOneTimeCode: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.firstOneTimeCode, { token, signal }).then((r) => r.data),
    appOneTimeCode: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.appOneTimeCode, { token, signal }).then((r) => r.data),
    bindEnterpriseQrcode: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.bindEnterpriseQrcode, { token, signal }).then((r) => r.data),
    verifyConfirm: (token: string, otpCode: string, signal: AbortSignal) =>
      api(ENDPOINTS.verifyConfirm, { token, query: { otpCode }, signal }).then((r) => r.data),
    smsUserInfo: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.smsUserInfo, { token, signal }).then((r) => r.data),
    smsSendCode: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.smsSendCode, { token, signal }).then((r) => r.data),
    bindPhoneSendCode: (token: string, body: BindPhoneRequest, signal: AbortSignal) =>
      api(ENDPOINTS.bindPhoneSendCode, { token, body, signal }).then((r) => r.data),
    smsSubmitCode: (token: string, code: string, signal: AbortSignal) =>
      api(ENDPOINTS.smsSubmitCode, { token, body: { code }, signal }).then((r) => r.data),
    adminCaptcha: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.adminCaptcha, { token, signal }).then((r) => r.data),
    adminSendCode: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.adminSendCode, { token, signal }).then((r) => r.data),
    adminVerify: (token: string, body: AdminVerifyRequest, signal: AbortSignal) =>
      api(ENDPOINTS.adminVerify, { token, body, signal }).then((r) => r.data),
    offlineChallenge: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.offlineChallenge, { token, signal }).then((r) => r.data),
    resetCaptcha: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.resetCaptcha, { token, signal }).then((r) => r.data),
    resetSendSms: (token: string, body: ResetSendRequest, signal: AbortSignal) =>
      api(ENDPOINTS.resetSendSms, { token, body, signal }).then((r) => r.data),
    resetVerifyCode: (token: string, code: string, signal: AbortSignal) =>
      api(ENDPOINTS.resetVerifyCode, { token, body: { code }, signal }).then((r) => r.data),
    saveResult: (token: string, authCode: string, signal: AbortSignal) =>
      api(ENDPOINTS.saveResult, { token, body: { authCode }, signal }).then((r) => r.data),
  };
}
