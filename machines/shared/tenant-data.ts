/**
 * What boot learns of a tenant (machines/boot), which every flow reads through its context: the calls that
 * answered, the defaults of those that failed.
 */
import type {
  AdapterList,
  Enterprise,
  IdpInfo,
  PreFrontendLogin,
  Sm2Key,
  SystemSetting,
} from '../../schemas/boot.schema';
import type { DingTalkOidcPlugin } from '../../schemas/dingtalk-oidc-plugin.schema';
import type { LoginPageConfig } from '../../schemas/login-page-config.schema';

export type BootCall =
  | 'systemSetting'
  | 'idpInfo'
  | 'sm2Key'
  | 'enterprise'
  | 'loadAuths'
  | 'loginPageTemplate'
  | 'dingTalkOidcPlugins';
export type FallbackPage = 'enterpriseExpired' | 'ipAccess' | 'systemError';

export type TenantData = {
  /** The tenant booted: null is the instance's default; an id is the session's tenant (a login across tenants). */
  bootedFor: string | null;
  preLogin: PreFrontendLogin;
  enterprise: Enterprise | null;
  idpInfo: IdpInfo | null;
  systemSetting: SystemSetting | null;
  sm2Key: Sm2Key | null;
  adapters: AdapterList | null;
  pageConfig: LoginPageConfig;
  /** The tenant's DingTalk OIDC plugins: none when the call fails or answers nonsense. */
  dingTalkPlugins: DingTalkOidcPlugin[];
  failed: BootCall[];
};
