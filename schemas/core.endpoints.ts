/**
 * The core group of the endpoint table (endpoint-table.ts): the calls of SPEC section 7 that the first screen
 * makes (boot, the login types, the password login).
 */
import { ApplicationAuthTypeQuery, ApplicationAuthTypeResponse } from './application-two-factor.schema';
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
import { DingTalkOidcPluginListResponse } from './dingtalk-oidc-plugin.schema';
import { endpoint } from './endpoint';
import { ADAPTERS } from './spec-constants';
import {
  CaptchaQuery,
  CaptchaResponse,
  CaptchaShowQuery,
  CaptchaShowResponse,
  DirectoryLoginRequest,
  RestTokenRequest,
  RestTokenAnswer,
} from './password-login.schema';
/**
 * The calls of the first screen. A flow whose code is downloaded later keeps its calls in a group of its own
 * (`*.endpoints.ts`), so the first download, which imports this group only, does not carry their schemas.
 */
export const CORE_ENDPOINTS = {
  // Boot (public).
  preFrontendLogin: endpoint({
    method: 'GET',
    access: 'public',
    path: 'pre_frontend_login',
    query: TenantQuery,
    response: PreFrontendLoginResponse,
  }),
  enterprise: endpoint({
    method: 'GET',
    access: 'public',
    path: 'enterprise',
    query: TenantQuery,
    response: EnterpriseResponse,
  }),
  idpInfo: endpoint({
    method: 'GET',
    access: 'public',
    path: 'idp4_info',
    query: TenantQuery,
    response: IdpInfoResponse,
  }),
  systemSetting: endpoint({
    method: 'GET',
    access: 'public',
    path: 'system_setting/show',
    query: TenantQuery,
    response: SystemSettingResponse,
  }),
  sm2Key: endpoint({
    method: 'POST',
    access: 'public',
    path: 'sm2_key',
    query: TenantQuery,
    response: Sm2KeyResponse,
  }),
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
  // DingTalk through OIDC plugins (dingtalk-oidc-plugin.schema.ts): a boot call whose failure shows none.
  dingTalkOidcPlugins: endpoint({
    method: 'GET',
    access: 'public',
    path: 'application/plugin_oidc_dingtalk/getODICDingTalkPluginList',
    query: TenantQuery,
    response: DingTalkOidcPluginListResponse,
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
    response: RestTokenAnswer,
  }),
  directoryLogin: endpoint({
    method: 'POST',
    access: 'public',
    loginType: ADAPTERS.ldap,
    path: 'adapter/inside/password',
    body: DirectoryLoginRequest,
    response: RestTokenAnswer,
  }),
} as const;
