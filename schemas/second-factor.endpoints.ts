/**
 * The second factor's calls (SPEC section 7: `2factor/`, `auth_2factor/sms/`, `commons/otp_details`, the administrator's code), a group
 * of the endpoint table (endpoint-table.ts) of their own: the flow's code is downloaded later, and so are they.
 * All are session calls that answer while the session owes the factor.
 */
import { endpoint } from './endpoint';
import {
  AdminCaptchaResponse,
  AdminCodeSentResponse,
  AdminVerifyRequest,
  FirstOneTimeCodeResponse,
  OfflineChallengeResponse,
  OtpDeviceResetResponse,
  ResetCaptchaResponse,
  ResetSendRequest,
  ResetVerifyRequest,
  OtpCodeRequest,
  OtpDetailsResponse,
  SaveResultRequest,
  SaveResultResponse,
  SecondFactorPassedResponse,
  SecondFactorSelectResponse,
  BindPhoneRequest,
  SmsCodeSentResponse,
  SmsSubmitRequest,
  SmsUserInfoResponse,
  VerifyConfirmQuery,
} from './second-factor.schema';

/** The second factor's own calls are what a session owing it is for (SPEC section 4: after the password change). */
const PASSES_SECOND_FACTOR = ['secondFactor'] as const;

export const SECOND_FACTOR_ENDPOINTS = {
  secondFactorSelect: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/select',
    response: SecondFactorSelectResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  otpDetails: endpoint({
    method: 'GET',
    access: 'session',
    path: 'commons/otp_details',
    response: OtpDetailsResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  otpCode: endpoint({
    method: 'POST',
    access: 'session',
    path: '2factor/otpcode',
    body: OtpCodeRequest,
    response: SecondFactorPassedResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  firstOneTimeCode: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/firstly_one_time_code',
    response: FirstOneTimeCodeResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  /** A new secret in place of the one being bound (a QR code seen by someone else, or scanned into the wrong app). */
  appOneTimeCode: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/app_one_time_code',
    response: FirstOneTimeCodeResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  /**
   * The secret being bound, in a QR code that binds the enterprise too: for the tenant's own app
   * (`isApp2Factor`), which learns the enterprise and the server it answers; any authenticator reads its key.
   */
  bindEnterpriseQrcode: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/bind_enterprise_qrcode',
    response: FirstOneTimeCodeResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  verifyConfirm: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/verify/confirm',
    query: VerifyConfirmQuery,
    response: SecondFactorPassedResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  smsUserInfo: endpoint({
    method: 'GET',
    access: 'session',
    path: 'auth_2factor/sms/user_info',
    response: SmsUserInfoResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  smsSendCode: endpoint({
    method: 'POST',
    access: 'session',
    path: 'auth_2factor/sms/send_code',
    response: SmsCodeSentResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  /** A code to the number a user without a phone binds (see BindPhoneRequest). */
  bindPhoneSendCode: endpoint({
    method: 'POST',
    access: 'session',
    path: '2factor/send_sms',
    body: BindPhoneRequest,
    response: SmsCodeSentResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  smsSubmitCode: endpoint({
    method: 'POST',
    access: 'session',
    path: 'auth_2factor/sms/submit_code',
    body: SmsSubmitRequest,
    response: SecondFactorPassedResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  adminCaptcha: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/authenticate/2factor_admin_otp/load/captcha',
    response: AdminCaptchaResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  adminSendCode: endpoint({
    method: 'POST',
    access: 'session',
    path: '2factor/authenticate/2factor_admin_otp/send',
    response: AdminCodeSentResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  adminVerify: endpoint({
    method: 'POST',
    access: 'session',
    path: '2factor/authenticate/2factor_admin_otp/verify',
    body: AdminVerifyRequest,
    response: SecondFactorPassedResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  offlineChallenge: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/third_offline_device_qr_code',
    response: OfflineChallengeResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  resetCaptcha: endpoint({
    method: 'GET',
    access: 'session',
    path: 'enduser/portal/resetOtpDevice/generateCode',
    response: ResetCaptchaResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  resetSendSms: endpoint({
    method: 'POST',
    access: 'session',
    path: 'enduser/portal/resetOtpDevice/sendSms',
    body: ResetSendRequest,
    response: SmsCodeSentResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  resetVerifyCode: endpoint({
    method: 'POST',
    access: 'session',
    path: 'enduser/portal/resetOtpDevice/verifyCode',
    body: ResetVerifyRequest,
    response: OtpDeviceResetResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
  saveResult: endpoint({
    method: 'POST',
    access: 'session',
    path: '2factor/save_result',
    body: SaveResultRequest,
    response: SaveResultResponse,
    allowWhileOwing: PASSES_SECOND_FACTOR,
  }),
} as const;
