/**
 * Alilang sign-in (SPEC 7: `authenticate/alilang/getUemTokenParams_` and its `submit_callback`), a group of the
 * endpoint table of its own: its code downloads with the Alilang tab. Its binding is every source's
 * (third-party-login.endpoints.ts). The server mounts these before the redirect sources' `{adapter}` paths.
 */
import {
  AlilangCallbackRequest,
  AlilangCallbackResponse,
  UemTokenParamsQuery,
  UemTokenParamsResponse,
} from './alilang-login.schema';
import { endpoint } from './endpoint';
import { ADAPTERS } from './spec-constants';

export const ALILANG_LOGIN_ENDPOINTS = {
  alilangTokenParams: endpoint({
    method: 'GET',
    access: 'public',
    loginType: ADAPTERS.alilang,
    path: 'authenticate/alilang/getUemTokenParams_',
    query: UemTokenParamsQuery,
    response: UemTokenParamsResponse,
  }),
  alilangCallback: endpoint({
    method: 'POST',
    access: 'public',
    loginType: ADAPTERS.alilang,
    path: 'authenticate/alilang/submit_callback',
    body: AlilangCallbackRequest,
    response: AlilangCallbackResponse,
  }),
} as const;
