/**
 * The core group of the endpoint table (endpoint-table.ts): the calls of SPEC section 7 that the first screen
 * and the flows written before per-flow groups make.
 */
import {
  ApplicationAuthTypeQuery,
  ApplicationAuthTypeResponse,
  ApplicationTwoFactorResultRequest,
  ApplicationTwoFactorResultResponse,
} from './application-two-factor.schema';
import {
  AdapterListResponse,
  ApplicationLoadAuthsQuery,
  EnterpriseResponse,
  IdpInfoResponse,
  LoginPageTemplateResponse,
  PreFrontendLoginResponse,
  Sm2KeyResponse,
  SystemSettingResponse,
  TenantQuery,
} from './boot.schema';
import { endpoint } from './endpoint';
import { TolerantLogoutResponse } from './logout-response.schema';
import {
  ModifyPasswordRequest,
  ModifyPasswordResponse,
  PasswordPolicyResponse,
  PolicyQuery,
  SyncToSpRequest,
  SyncToSpResponse,
  UsernamePolicyResponse,
} from './password-change.schema';
import {
  CaptchaQuery,
  CaptchaResponse,
  CaptchaShowQuery,
  CaptchaShowResponse,
  RestTokenRequest,
  RestTokenSuccess,
} from './password-login.schema';
import { PwnedPasswordQuery, PwnedPasswordResponse } from './pwned-password.schema';
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

/**
 * The calls of the first screen and of the flows that came before per-flow groups. A flow whose code is
 * downloaded later keeps its calls in a group of its own (`*.endpoints.ts`), so the first download, which
 * imports this group only, does not carry their schemas.
 */
export const CORE_ENDPOINTS = {
  // Boot (public).
  preFrontendLogin: endpoint({
    method: 'GET',
    access: 'public',
    path: 'pre_frontend_login',
    response: PreFrontendLoginResponse,
  }),
  enterprise: endpoint({
    method: 'GET',
    access: 'public',
    path: 'enterprise',
    query: TenantQuery,
    response: EnterpriseResponse,
  }),
  idpInfo: endpoint({ method: 'GET', access: 'public', path: 'idp4_info', response: IdpInfoResponse }),
  systemSetting: endpoint({
    method: 'GET',
    access: 'public',
    path: 'system_setting/show',
    response: SystemSettingResponse,
  }),
  sm2Key: endpoint({ method: 'POST', access: 'public', path: 'sm2_key', response: Sm2KeyResponse }),
  loadAuths: endpoint({
    method: 'GET',
    access: 'public',
    path: 'load_auths',
    query: TenantQuery,
    response: AdapterListResponse,
  }),
  applicationLoadAuths: endpoint({
    method: 'GET',
    access: 'public',
    path: 'application/load_auths',
    query: ApplicationLoadAuthsQuery,
    response: AdapterListResponse,
  }),
  // An application's second check: by the password (the login page) or by a one-time code.
  applicationAuthType: endpoint({
    method: 'GET',
    access: 'public',
    path: 'plugin_application_2factor/getAuthType',
    query: ApplicationAuthTypeQuery,
    response: ApplicationAuthTypeResponse,
  }),
  loginPageTemplate: endpoint({
    method: 'GET',
    access: 'public',
    path: 'login_page_template',
    query: TenantQuery,
    response: LoginPageTemplateResponse,
  }),

  // Password login (public).
  captcha: endpoint({
    method: 'GET',
    access: 'public',
    path: 'captcha',
    query: CaptchaQuery,
    response: CaptchaResponse,
  }),
  captchaShow: endpoint({
    method: 'GET',
    access: 'public',
    path: 'captcha_show',
    query: CaptchaShowQuery,
    response: CaptchaShowResponse,
  }),
  restToken: endpoint({
    method: 'POST',
    access: 'public',
    path: 'rest_token',
    body: RestTokenRequest,
    response: RestTokenSuccess,
  }),

  // Policies and the password change.
  passwordPolicy: endpoint({
    method: 'GET',
    access: 'public',
    path: 'policy/password',
    query: PolicyQuery,
    response: PasswordPolicyResponse,
  }),
  usernamePolicy: endpoint({
    method: 'GET',
    access: 'public',
    path: 'policy/username',
    query: PolicyQuery,
    response: UsernamePolicyResponse,
  }),
  pwnedPassword: endpoint({
    method: 'GET',
    access: 'public',
    path: 'pwned_password',
    query: PwnedPasswordQuery,
    response: PwnedPasswordResponse,
  }),
  modifyPassword: endpoint({
    method: 'PUT',
    access: 'session',
    path: 'enduser/portal/user_info/modify_password',
    body: ModifyPasswordRequest,
    response: ModifyPasswordResponse,
    // The forced change is what such a session is for; a second factor it owes comes after it (SPEC section 4),
    // and one owed first is not skipped by changing the password.
    allowWhileOwing: ['passwordChange'],
  }),
  syncToSp: endpoint({
    method: 'POST',
    access: 'public',
    path: 'change_enduser_pwd/sync_to_sp/update',
    body: SyncToSpRequest,
    response: SyncToSpResponse,
  }),

  // After the token (session).
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
  }),
} as const;
