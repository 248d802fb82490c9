import { ADAPTERS } from '../../schemas/spec-constants';
import type { LoginPageConfig } from '../../schemas/login-page-config.schema';
import type { TenantSettings } from '../tenant/tenant-settings.schema';
import { DEMO_DIRECTORY_BASE_DN, DEMO_DIRECTORY_SERVICE } from '../directory/demo-directory';
import type { TenantDirectory } from '../directory/tenant-directory.repo';
import { IMAGE_NAMES } from './demo-images';

export const DEMO_ENTERPRISE_ID = 'demo';

export const demoEnterprise = {
  id: DEMO_ENTERPRISE_ID,
  name: '演示企业',
  nameEn: 'Demo Inc.',
  clientId: 'demo-login-client',
  instanceId: 'idaas-demo-instance',
  themeColor: '#1c7ed6',
  idpName: 'IDaaS Demo',
  idpVersion: '1.2.0',
  title: '演示企业统一登录',
  titleEn: 'Demo Inc. Single Sign-On',
  icon: IMAGE_NAMES.icon,
  idaasAdapter: ADAPTERS.password,
  idaasH5Adapter: ADAPTERS.password,
};

/**
 * The demo tenant's tunables (`enterprise.settings`): every second-factor method, an administrator to relay
 * codes, offline devices only the seed binds, phones a user without one binds, self-registration that waits
 * for an administrator's approval, SMS login codes that cost a captcha, QR login codes that do not, and the
 * instance-wide password login.
 */
export const demoTenantSettings = {
  secondFactorMethods: ['otp', 'sms', 'admin', 'offline'],
  administratorEmail: 'admin@idaas-demo.example',
  allowNewOfflineDevices: false,
  allowPhoneBinding: true,
  // Applications of level 7 and above ask the second factor of users who have one (the login-access page).
  secondFactorSecurityLevel: 7,
  allowRegister: true,
  registrationNeedsApproval: true,
  smsLoginCaptcha: true,
  // A QR code is drawn for anyone who opens its tab: no captcha first (its cap per address still holds).
  qrLoginCaptcha: false,
  // The instance signs in across its tenants (this one and demo-branch.ts): `multi` chooses one.
  globalLogin: true,
} satisfies Partial<TenantSettings>;

/**
 * The demo tenant's administrator tool and its application token (ROLE_APPLICATION_API), seeded outside
 * production only, so a developer or an end-to-end test can decide registrations on a running server:
 * `npm run admin -- approve NAME --server http://localhost:8080 --token=idaas-demo-application-token`.
 */
export const demoAdminTool = { name: 'demo-admin-tool', token: 'idaas-demo-application-token' } as const;

export const demoAdapters = [
  { id: ADAPTERS.password, name: '密码登录', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.mobilePhoneToken, name: '短信登录', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.scanCode, name: '扫码登录', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.ldap, name: 'LDAP 登录', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  // A USB key plugs into a computer: no phone offers it.
  { id: ADAPTERS.usbKey, name: '证书登录', display: true, devices: ['PC_BROWSER'] },
  // Configured but hidden: the front end must skip it.
  { id: 'demo_radius_adapter', name: 'RADIUS 登录', display: false, devices: ['PC_BROWSER'] },
  // Third-party sources (server/seed/demo-third-party.ts), signing in at the demo identity process.
  { id: ADAPTERS.aad, name: 'Entra ID', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.oidcCode, name: 'OIDC', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  {
    id: ADAPTERS.oidcCodeAdapter,
    name: 'OIDC（手动端点）',
    display: true,
    devices: ['PC_BROWSER', 'MOBILE_H5'],
  },
  { id: ADAPTERS.dingtalk, name: '钉钉', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.wechat, name: '微信', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.wechatEnterprise, name: '企业微信', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: ADAPTERS.alipay, name: '支付宝', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  // Alilang's UEM agent runs on the managed computers the organisation gives out: no phone has one.
  { id: ADAPTERS.alilang, name: '阿里郎', display: true, devices: ['PC_BROWSER'] },
  // Plugin sources (server/seed/demo-plugin.ts), signing in at the demo plugin, an HR system.
  { id: 'plugin_hr_demo', name: '人事系统', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
  { id: 'plugin_hr_auto', name: '人事系统（自动）', display: true, devices: ['PC_BROWSER', 'MOBILE_H5'] },
];

/**
 * The directory behind the demo tenant's LDAP adapter: the demo OpenLDAP server (server/directory/
 * demo-directory.ts), searched by uid under its people. `npm start` starts it and points this at its port.
 */
export const demoDirectory = {
  url: 'ldap://127.0.0.1:3389',
  security: 'none',
  caPem: null,
  bindDn: DEMO_DIRECTORY_SERVICE.dn,
  bindPassword: DEMO_DIRECTORY_SERVICE.password,
  baseDn: `ou=people,${DEMO_DIRECTORY_BASE_DN}`,
  userFilter: '(&(objectClass=inetOrgPerson)(uid={username}))',
  usernameAttribute: 'uid',
  mailAttribute: 'mail',
  mobileAttribute: 'mobile',
  displayNameAttribute: 'displayName',
  timeoutMs: 5000,
} satisfies TenantDirectory;

export const demoLoginPageConfig: Partial<LoginPageConfig> = {
  showLoginHeader: true,
  showPcBanner: true,
  showLogoName: true,
  loginLogoUuid: IMAGE_NAMES.logo,
  loginBannerUuid: IMAGE_NAMES.banner,
  loginMobileLogoUuid: IMAGE_NAMES.logo,
  loginContentPosition: 'right',
  defaultStyle: 'defaultStyle1',
  headerBackGroundColor: '#ffffff',
  footerBackGroundColor: '#f1f3f5',
  footerContentColor: '#495057',
  headerEnterpriseColor: '#1c7ed6',
  loginTypeList: [
    { key: ADAPTERS.password, name: '密码登录' },
    { key: ADAPTERS.mobilePhoneToken, name: '短信登录' },
    { key: ADAPTERS.ldap, name: 'LDAP 登录' },
    { key: ADAPTERS.scanCode, name: '扫码登录' },
    { key: ADAPTERS.usbKey, name: '证书登录' },
  ],
  showChangeLanguage: true,
  showLoginFooter: true,
  loginFooterContent: '© 演示企业 Demo Inc. · 隐私政策 Privacy',
  loginFooterContentLink: 'https://example.com/privacy',
};

export const demoApplication = {
  id: 'app-demo-sp',
  name: '演示业务系统 Demo SP',
  spCode: 'demo_sp',
  applicationKey: 'demo-sp-app-key-0001',
  // Where a service-provider login ends up in this demo: the end-user landing page.
  redirectUrl: '/frontend/enduser/',
  // The provider's own sign-out page, served by this server (`/demo-app/`); logout opens it in a new window.
  logoutUrl: '/demo-app/sp-logout',
  requiresSecondFactor: false,
  appSecurityLevel: 5,
  // The login types it allows (application/load_auths): the password only.
  allowedAdapters: [ADAPTERS.password],
};

/**
 * A service-provider app that requires the second factor too: its users who have one pass it first
 * (SPEC section 4); its users who have none enter directly.
 */
export const demoTwoFactorSpApplication = {
  id: 'app-demo-sp-2fa',
  name: '演示业务系统（二次认证）Demo SP 2FA',
  spCode: 'demo_sp_2fa',
  applicationKey: 'demo-sp-2fa-app-key-0001',
  redirectUrl: '/frontend/enduser/',
  logoutUrl: null,
  requiresSecondFactor: true,
  appSecurityLevel: 5,
  allowedAdapters: [ADAPTERS.password],
};

/**
 * A service-provider app not set to require the second factor, whose security level (8) reaches the tenant's
 * level for it (7): a signed-in user who opens it from the portal (`/loginAccess`) passes the factor first.
 */
export const demoHighLevelSpApplication = {
  id: 'app-demo-sp-high',
  name: '演示财务系统（高安全级别）Demo Finance',
  spCode: 'demo_sp_high',
  applicationKey: 'demo-sp-high-app-key-0001',
  redirectUrl: '/frontend/enduser/',
  logoutUrl: null,
  requiresSecondFactor: false,
  appSecurityLevel: 8,
  allowedAdapters: [ADAPTERS.password],
};

/**
 * A service-provider app that allows every login type the tenant shows: a computer shows all four tabs, a phone
 * at most three (SPEC section 4), and the page opens on the first, the password.
 */
export const demoAllTypesSpApplication = {
  id: 'app-demo-sp-all',
  name: '演示工单系统 Demo Tickets',
  spCode: 'demo_sp_all',
  applicationKey: 'demo-sp-all-app-key-0001',
  redirectUrl: '/frontend/enduser/',
  logoutUrl: null,
  requiresSecondFactor: false,
  appSecurityLevel: 5,
  allowedAdapters: [ADAPTERS.scanCode, ADAPTERS.ldap, ADAPTERS.mobilePhoneToken, ADAPTERS.password],
};

/**
 * A service-provider app that allows no password: its login page shows the SMS and QR tabs, in the tenant's
 * order, and opens on the first of them, the SMS code (SPEC section 4).
 */
export const demoPhoneSpApplication = {
  id: 'app-demo-sp-phone',
  name: '演示考勤系统 Demo Attendance',
  spCode: 'demo_sp_phone',
  applicationKey: 'demo-sp-phone-app-key-0001',
  redirectUrl: '/frontend/enduser/',
  logoutUrl: null,
  requiresSecondFactor: false,
  appSecurityLevel: 5,
  allowedAdapters: [ADAPTERS.scanCode, ADAPTERS.mobilePhoneToken],
};

/** The service providers' applications; `spAllowed` demo users are assigned to each. */
export const demoProviderApplications = [
  demoApplication,
  demoTwoFactorSpApplication,
  demoHighLevelSpApplication,
  demoAllTypesSpApplication,
  demoPhoneSpApplication,
];

/**
 * The desktop client's application (SPEC 2): its key holds the plugin user marker, so a login opened with it
 * shows the desktop client's header. Not in the portal's list: the client opens it, not a browser.
 */
export const demoDesktopApplication = {
  id: 'app-demo-sdp',
  name: '演示桌面客户端 Demo Desktop',
  spCode: 'demo_sdp',
  applicationKey: 'demo-plugin_sdp_user-0001',
  redirectUrl: '/frontend/enduser/',
  logoutUrl: null,
  requiresSecondFactor: false,
  appSecurityLevel: 5,
  allowedAdapters: [ADAPTERS.password],
};

/** Every service provider's application the seed makes: the portal's and the desktop client's. */
export const demoSeededApplications = [...demoProviderApplications, demoDesktopApplication];

/** An application that asks this login for a second check of its users (`/applicationTwoFactor`). */
export const demoTwoFactorApplication = {
  id: 'app-demo-2fa',
  name: '演示应用（二次认证）Demo 2FA App',
  purchaseId: 'demo-2fa-purchase-0001',
  // The demo application's own page, served by this server, checks the signed result.
  loginUrl: '/demo-app/two-factor',
  authType: 'password',
} as const;

/** An application that checks its users by a one-time code of their authenticator app instead. */
export const demoCodeApplication = {
  id: 'app-demo-2fa-code',
  name: '演示应用（动态口令）Demo Code App',
  purchaseId: 'demo-2fa-purchase-0002',
  loginUrl: '/demo-app/two-factor',
  authType: 'otp',
} as const;

/** Every application that asks this login for a second check; `twoFactorAppAllowed` users may use each. */
export const demoTwoFactorApplications = [demoTwoFactorApplication, demoCodeApplication];
