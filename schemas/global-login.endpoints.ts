/**
 * The instance-wide password login (SPEC 7 `authenticate/global/login`), a group of the endpoint table of its
 * own: its code downloads with the first submit of a login page that uses it, and with `/enterpriseSelect`.
 */
import { endpoint } from './endpoint';
import { GlobalLoginRequest, GlobalLoginResponse } from './global-login.schema';

export const GLOBAL_LOGIN_ENDPOINTS = {
  globalLogin: endpoint({
    method: 'POST',
    access: 'public',
    path: 'authenticate/global/login',
    body: GlobalLoginRequest,
    response: GlobalLoginResponse,
  }),
} as const;
