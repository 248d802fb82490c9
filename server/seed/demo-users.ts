import type { SecondFactorMethod } from '../../schemas/second-factor-methods';
import type { HashAlgorithm } from '../crypto/password-hash';

export interface DemoUser {
  username: string;
  password: string;
  displayName: string;
  loginRole?: 0 | 1 | 2;
  status?: 'active' | 'disabled' | 'pending';
  accountExpired?: boolean;
  mustChangePassword?: boolean;
  passwordExpired?: boolean;
  riskLocked?: boolean;
  hasSecondFactor?: boolean;
  /** Assigned to every service-provider app (the second and third ask the second factor). */
  spAllowed?: boolean;
  /** Assigned to the demo application that asks for a second check. */
  twoFactorAppAllowed?: boolean;
  devices?: string[];
  algorithm?: HashAlgorithm;
  phoneNumber?: string;
  /**
   * The factor offered first, the base32 secret of an authenticator app bound to the user, and the base32 key
   * of an offline device (OCRA) bound to the user.
   */
  secondFactor?: { method: SecondFactorMethod; totpSecret?: string; ocraKey?: string };
  /** Secret questions for the forgotten-password reset, in order; the seed stores each answer hashed. */
  secretQuestions?: { question: string; answer: string }[];
}

/** The secret of the demo users' bound authenticator app: add it to any app to sign in as them. */
export const DEMO_TOTP_SECRET = 'IDAASDEMOTWOFACTORSECRETBOUNDAPP';
const boundApp = { method: 'otp', totpSecret: DEMO_TOTP_SECRET } as const;
/**
 * The key of the demo users' bound offline device, 32 bytes for HMAC-SHA256: `npm run device:offline` answers
 * their challenges with it.
 */
export const DEMO_OCRA_KEY = 'IDAASDEMOOFFLINEDEVICEOCRAKEYFORTHEOFFLINEDEMOUSERAA';

/**
 * A user of the demo tenant and of the demo branch (demo-branch.ts), with one password in both: the
 * instance-wide password login asks which tenant.
 */
export const multiTenantUser: DemoUser = {
  username: 'multi',
  password: 'Multi@123456',
  displayName: '多租户用户 Multi',
  loginRole: 0,
};

/** The login cases of SPEC sections 4 and 8, one user each (table in docs/demo-tenant.md). */
export const demoUsers: DemoUser[] = [
  {
    username: 'demo',
    password: 'Demo@123456',
    displayName: '演示用户 Demo User',
    devices: ['demo-device-001'],
    twoFactorAppAllowed: true,
  },
  {
    username: 'admin',
    password: 'Admin@123456',
    displayName: '管理员 Admin',
    loginRole: 1,
    algorithm: 'pbkdf2-sha256',
  },
  { username: 'developer', password: 'Developer@123456', displayName: '开发者 Developer', loginRole: 2 },
  {
    username: 'firstlogin',
    password: 'First@123456',
    displayName: '首次登录 First Login',
    mustChangePassword: true,
  },
  {
    username: 'expiredpwd',
    password: 'Expired@123456',
    displayName: '密码过期 Expired Pwd',
    passwordExpired: true,
  },
  { username: 'locked', password: 'Locked@123456', displayName: '风险锁定 Locked', riskLocked: true },
  { username: 'disabled', password: 'Disabled@123456', displayName: '已禁用 Disabled', status: 'disabled' },
  {
    username: 'expireduser',
    password: 'Expireduser@123456',
    displayName: '账户过期 Expired',
    accountExpired: true,
  },
  { username: 'pending', password: 'Pending@123456', displayName: '待审批 Pending', status: 'pending' },
  {
    username: 'twofactor',
    password: 'Twofactor@123456',
    displayName: '二次认证 Two Factor',
    hasSecondFactor: true,
    secondFactor: boundApp,
  },
  { username: 'spuser', password: 'Spuser@123456', displayName: '业务系统用户 SP User', spAllowed: true },
  {
    username: 'sptwofactor',
    password: 'Sptwofactor@123456',
    displayName: '业务系统二次认证 SP Two Factor',
    hasSecondFactor: true,
    secondFactor: boundApp,
    spAllowed: true,
  },
  {
    username: 'otpnew',
    password: 'Otpnew@123456',
    displayName: '未绑定令牌 OTP New',
    hasSecondFactor: true,
    secondFactor: { method: 'otp' },
  },
  {
    username: 'smsuser',
    password: 'Smsuser@123456',
    displayName: '短信认证 SMS User',
    hasSecondFactor: true,
    phoneNumber: '13800138000',
    secondFactor: { method: 'sms' },
  },
  {
    username: 'smsnophone',
    password: 'Smsnophone@123456',
    displayName: '未绑定手机 SMS No Phone',
    hasSecondFactor: true,
    secondFactor: { method: 'sms' },
  },
  {
    // No phone and no device: binds a phone on the second-factor page, by a code sent to the number typed.
    username: 'phonebind',
    password: 'Phonebind@123456',
    displayName: '绑定手机 Phone Bind',
    hasSecondFactor: true,
    secondFactor: { method: 'sms' },
  },
  {
    username: 'otpreset',
    password: 'Otpreset@123456',
    displayName: '令牌丢失 OTP Reset',
    hasSecondFactor: true,
    phoneNumber: '13800138010',
    secondFactor: boundApp,
  },
  {
    username: 'offline',
    password: 'Offline@123456',
    displayName: '离线设备 Offline Device',
    hasSecondFactor: true,
    secondFactor: { method: 'offline', ocraKey: DEMO_OCRA_KEY },
  },
  {
    // The demo code application (`demo-2fa-purchase-0002`) checks this user by the bound app's code.
    username: 'appotp',
    password: 'Appotp@123456',
    displayName: '应用动态口令 App OTP',
    hasSecondFactor: true,
    secondFactor: boundApp,
    twoFactorAppAllowed: true,
  },
  {
    // Signed in to `demo_sp`, this user opens `demo_sp_high` from the portal: its level asks the factor first.
    username: 'spaccess',
    password: 'Spaccess@123456',
    displayName: '应用访问 SP Access',
    hasSecondFactor: true,
    secondFactor: boundApp,
    spAllowed: true,
  },
  {
    // Still owes the first password change: the login-access page sends this user back (SPEC 8).
    username: 'firstaccess',
    password: 'Firstaccess@123456',
    displayName: '首次登录访问 First Access',
    mustChangePassword: true,
    spAllowed: true,
  },
  // The forgotten-password reset, one way each (every seeded user has an e-mail, `<name>@demo.example.com`).
  { username: 'resetmail', password: 'Resetmail@123456', displayName: '邮件重置 Reset by Mail' },
  // The reset's refusals (a wrong, spent or replaced code; a forged sToken) without changing a password.
  { username: 'resetcode', password: 'Resetcode@123456', displayName: '验证码重置 Reset Codes' },
  {
    username: 'resetphone',
    password: 'Resetphone@123456',
    displayName: '短信重置 Reset by SMS',
    phoneNumber: '13800138020',
  },
  {
    // Signs in by a code texted to the phone (the SMS login tab); the demo tenant's codes cost a captcha.
    username: 'smslogin',
    password: 'Smslogin@123456',
    displayName: '短信登录 SMS Login',
    phoneNumber: '13800138030',
  },
  {
    // The SMS login's refusals (a wrong captcha, a wrong code) on a number of its own: no countdown shared.
    username: 'smsrefused',
    password: 'Smsrefused@123456',
    displayName: '短信登录（拒绝）SMS Login Refusals',
    phoneNumber: '13800138040',
  },
  {
    // Signs in by SMS code to the service provider that allows no password (`demo_sp_phone`).
    username: 'spsms',
    password: 'Spsms@123456',
    displayName: '业务系统短信登录 SP SMS Login',
    phoneNumber: '13800138060',
    spAllowed: true,
  },
  {
    // Signs in on the 证书登录 tab with the demo USB key (usbkey/usbkey.pem, subject CN=usbkey).
    username: 'usbkey',
    password: 'Usbkey@123456',
    displayName: '证书用户 USB Key',
  },
  {
    username: 'resetquestion',
    password: 'Resetquestion@123456',
    displayName: '密保重置 Reset by Questions',
    secretQuestions: [
      { question: '小学的名字？ Name of your primary school?', answer: 'Sunshine' },
      { question: '最喜欢的城市？ Favourite city?', answer: 'Hangzhou' },
    ],
  },
  // A third-party sign-in's first login binds to it (server/idp/demo-identities.ts: newcomerN binds tpbindN).
  { username: 'tpbind', password: 'Tpbind@123456', displayName: '三方绑定 Third-party Bind' },
  // Its mail is the demo plugin's 王芳's: her first login through plugin_hr_auto binds the two (demo-plugin.ts).
  { username: 'hrmatch', password: 'Hrmatch@123456', displayName: '人事匹配 HR Match' },
  multiTenantUser,
];

/** The users end-to-end projects running in parallel each need their own of: codes, bindings, countdowns. */
const PER_PROJECT = [
  'twofactor',
  'sptwofactor',
  'otpnew',
  'smsuser',
  'otpreset',
  'offline',
  'appotp',
  'spaccess',
  'phonebind',
  'resetmail',
  'resetcode',
  'resetphone',
  'resetquestion',
  'smslogin',
  'smsrefused',
  'spsms',
  // A wrong current password on its change form counts towards its sign-in's captcha and lock.
  'expiredpwd',
  // A binding links one external account per source: each project binds its own.
  'tpbind',
];
const PROJECT_COPIES = 4;

/**
 * `twofactor1`…`twofactor4` and so on, with the base user's password; `smsuser`N has phone 1380013800N,
 * `resetphone`N 1380013802N, `smslogin`N 1380013803N, `smsrefused`N 1380013804N, `spsms`N 1380013806N.
 */
export function e2eCopies(users: readonly DemoUser[] = demoUsers): DemoUser[] {
  return users
    .filter((user) => PER_PROJECT.includes(user.username))
    .flatMap((user) =>
      Array.from({ length: PROJECT_COPIES }, (_, index): DemoUser => {
        const n = index + 1;
        const copy: DemoUser = { ...user, username: `${user.username}${n}` };
        if (user.phoneNumber) copy.phoneNumber = `${user.phoneNumber.slice(0, -1)}${n}`;
        return copy;
      }),
    );
}
