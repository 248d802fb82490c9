/**
 * The SMS code login (SPEC section 7: authenticate/{adapter}/ of the mobile-phone token adapter), a group of the
 * endpoint table of its own: its code is downloaded when its tab first shows.
 */
import { endpoint } from './endpoint';
import {
  SMS_LOGIN_ADAPTER,
  SmsCodeSentResponse,
  SmsLoggedInResponse,
  SmsLoginInfoQuery,
  SmsLoginInfoResponse,
  SmsLoginRequest,
  SmsSendCodeRequest,
} from './sms-login.schema';

export const SMS_LOGIN_ENDPOINTS = {
  smsLoginInfo: endpoint({
    method: 'GET',
    access: 'public',
    loginType: SMS_LOGIN_ADAPTER,
    path: `authenticate/${SMS_LOGIN_ADAPTER}/login_`,
    query: SmsLoginInfoQuery,
    response: SmsLoginInfoResponse,
  }),
  smsLoginSendCode: endpoint({
    method: 'POST',
    access: 'public',
    loginType: SMS_LOGIN_ADAPTER,
    path: `authenticate/${SMS_LOGIN_ADAPTER}/send_code`,
    body: SmsSendCodeRequest,
    response: SmsCodeSentResponse,
  }),
  smsLogin: endpoint({
    method: 'POST',
    access: 'public',
    loginType: SMS_LOGIN_ADAPTER,
    path: `authenticate/${SMS_LOGIN_ADAPTER}/login_`,
    body: SmsLoginRequest,
    response: SmsLoggedInResponse,
  }),
} as const;
