// Business constants of SPEC section 9 (and the defaults of section 3), under their spec names.
export const DEFAULT_LOCK_TIME_MINUTES = 15;
export const DEFAULT_APP_SECURITY_LEVEL = 5;
export const APP_SECURITY_LEVEL_RANGE = [1, 9] as const;
export const OTP_PERIOD_SECONDS = 30;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const CLIENT_TOKEN_LENGTH = 16;
export const DEFAULT_PHONE_REGION = '86';
export const MOBILE_LAYOUT_WIDTH = 520;
export const API_VERSION = 'v1.2';
export const DEFAULT_LANGUAGE = 'zh';
export const LANGUAGES = ['zh', 'en'] as const;
export const PASSWORD_GRANT_SCOPE = 'read';
export const INVALIDATE_SESSION_ON_PASSWORD_CHANGE = true;
export const ENCRYPTION_KEY_LENGTH = 32;
export const MINUTES_TO_SECONDS = 60;
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 60;
export const USB_KEY_RETRIES = 3;
export const USB_KEY_RETRY_DELAY_MS = 500;
export const DEVICE_AGENT_PORT = 22000;
export const USB_KEY_AGENT_PORT = 21051;
/** Not in SPEC: the reference Alilang UEM agent's port (alilang-login.schema.ts). */
export const ALILANG_AGENT_PORT = 22010;

/** Delays of SPEC section 9, in milliseconds. */
export const DELAYS = {
  passwordChangeRedirect: 2000,
  registrationApprovalRedirect: 4000,
  /** SPEC section 4: a registration answered with a token signs the user in after 2 s. */
  registrationLogin: 2000,
  resetFailureCaptchaRefresh: 1500,
  formClear: 1000,
  successRedirect: 1500,
  failureReturn: 2000,
  afterBinding: 3000,
  chunkLoadTimeout: 120_000,
} as const;

/** Adapter ids the login page knows (SPEC section 3, adapter entry). */
export const ADAPTERS = {
  password: 'system_password_adapter',
  mobilePhoneToken: 'system_mobilephonetoken_adapter',
  scanCode: 'system_scancode_adapter',
  /** A tenant's directory (LDAP), signed in with its username and password (adapter/inside/password). */
  ldap: 'system_ldap_adapter',
  /** A certificate on a USB key, signed by the local agent (bjcacert/login). */
  usbKey: 'system_bjcacert_adapter',
  /**
   * Third-party sources (issue 14): each signs in at its provider, the reference server being the OAuth
   * client; schemas/third-party-login.schema.ts names their calls and callback routes.
   */
  aad: 'system_aad_adapter',
  oidcCode: 'system_oidc_code_adapter',
  // The second OIDC variant: a provider configured by its endpoints, not by discovery.
  oidcCodeAdapter: 'system_oidc_code_manual_adapter',
  dingtalk: 'system_ddtalk_adapter',
  wechat: 'system_wechat_adapter',
  wechatEnterprise: 'system_wechatenterprise_adapter',
  alipay: 'system_alipay_adapter',
  /** Alilang (阿里郎): the endpoint-security client's local UEM agent vouches for the device and its person. */
  alilang: 'system_alilang_adapter',
} as const;

/**
 * The way an application's second check was passed when a one-time code passed it (SPEC section 3: the
 * application type `plugin_application_2factor`), reported to the application as `authType`.
 */
export const APPLICATION_CODE_AUTH_TYPE = 'plugin_application_2factor';

/** Local storage keys of SPEC section 3. */
export const STORAGE_KEYS = {
  loginContext: 'IDAASLOGIN',
  token: 'token',
  idaas: 'idaas',
  idaasConfig: 'idaasConfig',
  language: 'language',
  traceId: 'trace_id',
  deviceId: 'device_id',
  unAuto: 'unAuto',
  sdpapp: 'sdpapp',
  /**
   * Not in the spec: the tenant of the stored token when it is not the instance's default (a login across
   * tenants signed in to another one), so a reload boots that tenant again. Removed with the token.
   */
  tokenTenant: 'token_enterprise_id',
} as const;

/** Landing paths of SPEC section 2, each opened with #loginSuccess. */
export const LANDING = {
  endUser: '/frontend/enduser/',
  itManager: '/frontend/itmanager/',
  developer: '/frontend/developer/',
  hash: '#loginSuccess',
} as const;

export const APP_BASE_PATH = '/frontend/login/';
