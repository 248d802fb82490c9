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
  /** SPEC section 4: a plugin's invalid trace (not in a chain) resets the history after 1.5 s. */
  invalidTraceReset: 1500,
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
  /**
   * Set while the page is in desktop-client mode (SPEC 2), for the product's other front ends (the portal)
   * on this origin to show the desktop header as well; the login itself reads the tab's `sdpkey`.
   */
  sdpapp: 'sdpapp',
  /**
   * Not in the spec: the tenant of the stored token when it is not the instance's default (a login across
   * tenants signed in to another one), so a reload boots that tenant again. Removed with the token.
   */
  tokenTenant: 'token_enterprise_id',
} as const;

/** Session storage keys of SPEC section 3 (`backhref` is the logout flow's own). */
export const SESSION_KEYS = {
  /** The desktop client's application key while this tab is in desktop-client mode (SPEC 2). */
  sdpkey: 'sdpkey',
  /**
   * Not in the spec: a plugin's person waiting to be bound in this tab (`/pluginAdapterBind`): the trace and the
   * code its check was given, which bind_user names again (SPEC 3 Plugin bind); the route names the trace alone.
   */
  pluginBinding: 'plugin_binding',
  /**
   * Not in the spec: the password reset under way in this tab (`/resetPassword`), so a reload goes on at its step
   * (machines/reset-password KeptReset, with when its code was sent); gone once the reset ends.
   */
  resetProgress: 'reset_progress',
  /**
   * Not in the spec: the phone's QR confirm page that sent its user to sign in first (its path and query, and
   * when), so the sign-in returns there instead of the portal (src/effects/qr-confirm-return.ts).
   */
  qrConfirmReturn: 'qr_confirm_return',
  /** SPEC 3 composite data: the chain under way in this tab (schemas/composite.schema.ts CompositeEntry). */
  compositeData: 'compositeData',
} as const;

/** SPEC 2: the plugin user marker in an application key that puts the page in desktop-client mode. */
export const DESKTOP_CLIENT_MARKER = 'plugin_sdp_user';

/**
 * SPEC section 2: the administrator console's license settings, below itManager_uri's hash (the update-license
 * buttons and an expired license's forced redirect go there).
 */
export const LICENSE_SETTINGS_ROUTE = '/others/settings?secondary=LICENSE';
/** Not in SPEC: how near its end a license counts as quickly expiring (`quicklyExpired`). */
export const LICENSE_WARNING_DAYS = 30;

/** Landing paths of SPEC section 2, each opened with #loginSuccess. */
export const LANDING = {
  endUser: '/frontend/enduser/',
  itManager: '/frontend/itmanager/',
  developer: '/frontend/developer/',
  hash: '#loginSuccess',
} as const;

export const APP_BASE_PATH = '/frontend/login/';

/**
 * SPEC section 9, cookies: a lifetime is a number and a unit (m is 30 days, y 360 days); one without an expiry
 * lives a day; removal writes expiry -1, already expired.
 */
export const COOKIE_EXPIRY_UNITS_SECONDS = {
  y: 360 * 86_400,
  m: 30 * 86_400,
  d: 86_400,
  h: 3600,
  min: 60,
  s: 1,
} as const;
export const COOKIE_DEFAULT_EXPIRY = '1d';
export const COOKIE_REMOVAL_EXPIRY = -1;

/** SPEC section 9, the colour hover variant: an rgb colour whose alpha is above 0.6 loses 0.3 of it. */
export const COLOUR_HOVER_ALPHA_ABOVE = 0.6;
export const COLOUR_HOVER_ALPHA_STEP = 0.3;

/** SPEC section 9, the time-ago units in seconds, smallest first. */
export const TIME_AGO_UNITS_SECONDS = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
} as const;

/** SPEC section 9: the default date format. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';
