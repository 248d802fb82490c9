/**
 * Third-party sign-in (SPEC section 7: adapters under `authenticate/{adapter}/`), a group of the endpoint table
 * of its own: its code downloads when a source's button or a callback page first needs it.
 */
import { SOURCE_IN_PATH, endpoint } from './endpoint';
import {
  ThirdPartyCallbackRequest,
  ThirdPartyCallbackResponse,
  RedirectParams,
  ThirdPartyStartQuery,
  ThirdPartyStartResponse,
} from './third-party-login.schema';

export const THIRD_PARTY_LOGIN_ENDPOINTS = {
  thirdPartyStart: endpoint({
    method: 'GET',
    access: 'public',
    loginType: SOURCE_IN_PATH,
    path: 'authenticate/{adapter}/login_',
    params: RedirectParams,
    query: ThirdPartyStartQuery,
    response: ThirdPartyStartResponse,
  }),
  thirdPartyCallback: endpoint({
    method: 'POST',
    access: 'public',
    loginType: SOURCE_IN_PATH,
    path: 'authenticate/{adapter}/submit_callback',
    params: RedirectParams,
    body: ThirdPartyCallbackRequest,
    response: ThirdPartyCallbackResponse,
  }),
} as const;
