import type { KyInstance } from 'ky';
import {
  RolePermissionsResponse,
  SessionSaveResponse,
  SpLoggedResponse,
  UserPasswordInfoResponse,
  UserSettingInfoResponse,
} from '../../schemas/session.schema';
import { request } from './request';

const SESSION = 'bff/v1.2/commons';

/** The session calls that follow a login (SPEC section 7), each with the bearer token just issued. */
export function sessionApi(http: KyInstance) {
  const get = <S extends Parameters<typeof request>[2]>(
    path: string,
    schema: S,
    token: string,
    signal: AbortSignal,
    searchParams?: Record<string, string>,
  ) =>
    request(http, `${SESSION}/${path}`, schema, {
      access: 'session',
      token,
      signal,
      ...(searchParams ? { searchParams } : {}),
    });
  return {
    userPasswordInfo: (token: string, signal: AbortSignal) =>
      get('user_password_info', UserPasswordInfoResponse, token, signal).then((r) => r.data),
    userSettingInfo: (token: string, signal: AbortSignal) =>
      get('user_setting_info', UserSettingInfoResponse, token, signal).then((r) => r.data),
    rolePermissions: (token: string, signal: AbortSignal) =>
      get('role_permissions', RolePermissionsResponse, token, signal).then((r) => r.data),
    spLogged: (token: string, query: { sp_code: string; application_key: string }, signal: AbortSignal) =>
      get('sp_logged', SpLoggedResponse, token, signal, query).then((r) => r.data),
    saveSession: (token: string, signal: AbortSignal) =>
      request(http, `${SESSION}/session/save`, SessionSaveResponse, {
        access: 'session',
        token,
        method: 'post',
        json: { access_token: token },
        signal,
      }).then((r) => r.data),
  };
}
