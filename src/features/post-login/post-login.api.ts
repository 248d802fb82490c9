import type { ApplicationTwoFactorResultRequest } from '../../../schemas/application-two-factor.schema';
import { SESSION_ENDPOINTS as ENDPOINTS } from '../../../schemas/session.endpoints';
import type { Api } from '../../api/request';

/** The session calls that follow a login (SPEC section 7), each with the token just issued. */
export function postLoginApi(api: Api) {
  return {
    userPasswordInfo: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.userPasswordInfo, { token, signal }).then((r) => r.data),
    userSettingInfo: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.userSettingInfo, { token, signal }).then((r) => r.data),
    rolePermissions: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.rolePermissions, { token, signal }).then((r) => r.data),
    spLogged: (token: string, query: { sp_code: string; application_key: string }, signal: AbortSignal) =>
      api(ENDPOINTS.spLogged, { query, token, signal }).then((r) => r.data),
    saveSession: (token: string, signal: AbortSignal) =>
      api(ENDPOINTS.sessionSave, { body: { access_token: token }, token, signal }).then((r) => r.data),
    /** Tells the application that asked for a second check how it went, and where to return. */
    applicationResult: (body: ApplicationTwoFactorResultRequest, signal: AbortSignal) =>
      api(ENDPOINTS.applicationTwoFactorResult, { body, token: body.access_token, signal }).then(
        (r) => r.data,
      ),
  };
}
