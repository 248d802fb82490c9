/**
 * The session calls after the token (SPEC section 7: what the session owes, the provider and its security
 * level, saving it, the portal's role, the application's answer, logout), a group of the endpoint table of their own: the
 * post-login and logout flows are downloaded later.
 */
import {
  ApplicationTwoFactorResultRequest,
  ApplicationTwoFactorResultResponse,
} from './application-two-factor.schema';
import { endpoint } from './endpoint';
import { ApplicationSecurityLevelResponse } from './login-access.schema';
import { TolerantLogoutResponse } from './logout-response.schema';
import {
  LogoutRequest,
  RolePermissionsResponse,
  SessionSaveRequest,
  SessionSaveResponse,
  SpLoggedQuery,
  SpLoggedResponse,
  UserDetailsResponse,
  UserPasswordInfoResponse,
  UserSettingInfoResponse,
} from './session.schema';

/** The calls that find out what a fresh session still owes must work while it owes it. */
const DISCOVERS_OWED_STEPS = ['riskLock', 'passwordChange', 'secondFactor'] as const;

export const SESSION_ENDPOINTS = {
  userPasswordInfo: endpoint({
    method: 'GET',
    access: 'session',
    path: 'commons/user_password_info',
    response: UserPasswordInfoResponse,
    allowWhileOwing: DISCOVERS_OWED_STEPS,
  }),
  userSettingInfo: endpoint({
    method: 'GET',
    access: 'session',
    path: 'commons/user_setting_info',
    response: UserSettingInfoResponse,
    allowWhileOwing: DISCOVERS_OWED_STEPS,
  }),
  spLogged: endpoint({
    method: 'GET',
    access: 'session',
    path: 'commons/sp_logged',
    query: SpLoggedQuery,
    response: SpLoggedResponse,
    // A provider login asks the application before the second factor (SPEC section 4).
    allowWhileOwing: ['secondFactor'],
  }),
  /** The login-access page: may this session enter the provider's application, and with a second factor? */
  applicationSecurityLevel: endpoint({
    method: 'GET',
    access: 'session',
    path: '2factor/application_security_level',
    query: SpLoggedQuery,
    response: ApplicationSecurityLevelResponse,
  }),
  sessionSave: endpoint({
    method: 'POST',
    access: 'session',
    path: 'commons/session/save',
    body: SessionSaveRequest,
    response: SessionSaveResponse,
  }),
  rolePermissions: endpoint({
    method: 'GET',
    access: 'session',
    path: 'commons/role_permissions',
    response: RolePermissionsResponse,
  }),
  userDetails: endpoint({
    method: 'GET',
    access: 'session',
    path: 'commons/user_details',
    response: UserDetailsResponse,
  }),
  applicationTwoFactorResult: endpoint({
    method: 'POST',
    access: 'session',
    path: 'enduser/plugin_application_2factor/authResult',
    body: ApplicationTwoFactorResultRequest,
    response: ApplicationTwoFactorResultResponse,
    // What a token of the application's code check is for.
    allowWhileOwing: ['applicationCheck'],
  }),
  logout: endpoint({
    method: 'POST',
    access: 'session',
    path: 'commons/logout',
    body: LogoutRequest,
    response: TolerantLogoutResponse,
    allowWhileOwing: [...DISCOVERS_OWED_STEPS, 'applicationCheck'],
    allowWhileStopped: true,
  }),
} as const;
