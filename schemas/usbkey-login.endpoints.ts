/**
 * The USB-key certificate login (SPEC section 7: GET and POST bjcacert/login), a group of the endpoint table of
 * its own: its code is downloaded when its tab first shows.
 */
import { endpoint } from './endpoint';
import {
  USBKEY_LOGIN_ADAPTER,
  UsbKeyChallengeQuery,
  UsbKeyChallengeResponse,
  UsbKeyLoggedInResponse,
  UsbKeyLoginRequest,
} from './usbkey-login.schema';

export const USBKEY_LOGIN_ENDPOINTS = {
  usbKeyChallenge: endpoint({
    method: 'GET',
    access: 'public',
    loginType: USBKEY_LOGIN_ADAPTER,
    path: 'bjcacert/login',
    query: UsbKeyChallengeQuery,
    response: UsbKeyChallengeResponse,
  }),
  usbKeyLogin: endpoint({
    method: 'POST',
    access: 'public',
    loginType: USBKEY_LOGIN_ADAPTER,
    path: 'bjcacert/login',
    body: UsbKeyLoginRequest,
    response: UsbKeyLoggedInResponse,
  }),
} as const;
