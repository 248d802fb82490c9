import type { Locator, Page, TestInfo } from '@playwright/test';
import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { Secret, TOTP, URI } from 'otpauth';
import type { Language } from './fixtures';
import { DEMO_TOTP_SECRET } from '../../server/seed/demo-users';

/** The code an authenticator app with this secret shows now (RFC 6238: SHA-1, 6 digits, 30 s). */
export const totpNow = (secret: string = DEMO_TOTP_SECRET): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/**
 * The e2e server seeds copies of the second-factor users for each project (`twofactor1`…`twofactor4`), so
 * parallel projects never use one user's codes, bindings or SMS countdown at once.
 */
const PROJECT_COPY: Record<string, number> = {
  'desktop-zh': 1,
  'desktop-en': 2,
  'mobile-zh': 3,
  'mobile-en': 4,
};
export const projectUser = (base: string, testInfo: TestInfo) =>
  `${base}${PROJECT_COPY[testInfo.project.name] ?? 1}`;

/** The phone number of a project's copy of a seed user (`smsuser` by default; server/seed). */
export const projectPhone = (testInfo: TestInfo, base = '13800138000') =>
  `${base.slice(0, -1)}${PROJECT_COPY[testInfo.project.name] ?? 1}`;

/** Reads the QR code back from the screen: a screenshot of the element, decoded by a QR reader. */
export async function readQrCode(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  return decodeQR({ width: png.width, height: png.height, data: png.data });
}

/** The authenticator app a scanned `otpauth://` URI sets up: it computes the codes. */
export const appFromUri = (uri: string) => {
  const otp = URI.parse(uri);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  return otp;
};

/** The newest SMS the development outbox holds for `phone`: its code. */
export async function smsCodeFor(page: Page, phone: string): Promise<string> {
  const answer = await page.request.get(`/api/dev/outbox?recipient=${phone}`);
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** The demo tenant's administrator, to whom the `admin` method's codes go (server/seed/demo-tenant.ts). */
const ADMINISTRATOR = 'admin@idaas-demo.example';

/** The newest code the development outbox holds for the administrator on behalf of `username`. */
export async function adminCodeFor(page: Page, username: string): Promise<string> {
  const answer = await page.request.get(`/api/dev/outbox?recipient=${ADMINISTRATOR}`);
  const { messages } = (await answer.json()) as { messages: { subject: string | null; body: string }[] };
  // Every project's users ask the one administrator: the subject names who asked.
  const mine = messages.find((m) => m.subject?.endsWith(`: ${username}`));
  const code = /\b(\d{6})\b/.exec(mine?.body ?? '')?.[1];
  if (!code) throw new Error(`no administrator code in the outbox for ${username}`);
  return code;
}

/** The second-factor page as a user sees it, in the project's language. */
export function secondFactorPage(page: Page, language: Language) {
  const say = (zh: string, en: string) => (language === 'en' ? en : zh);
  const card = page.getByRole('main');
  return {
    heading: page.getByRole('heading', { name: say('二次认证', 'Two-factor authentication') }),
    code: page.getByRole('textbox', { name: say('动态验证码', 'Verification code') }),
    smsCode: page.getByRole('textbox', { name: say('短信验证码', 'SMS code') }),
    newPhone: page.getByRole('textbox', { name: say('手机号', 'Mobile number') }),
    changePhone: page.getByRole('button', { name: say('更换手机号', 'Use another number') }),
    verify: page.getByRole('button', { name: say('验证', 'Verify'), exact: true }),
    send: page.getByRole('button', { name: say('获取验证码', 'Send code') }),
    back: page.getByRole('button', { name: say('返回登录', 'Back to sign in') }),
    qr: page.getByRole('img', {
      name: say('绑定身份验证器的二维码', 'QR code for setting up your authenticator app'),
    }),
    secret: page.getByLabel(say('密钥', 'Key'), { exact: true }),
    /** Switches method: a tab for two methods, the one labelled choice for more. */
    async chooseMethod(zh: string, en: string) {
      const choice = card.getByRole('combobox', { name: say('验证方式', 'Verification method') });
      const tab = card.getByRole('tab', { name: say(zh, en), exact: true });
      await choice.or(tab).first().waitFor();
      if (await choice.isVisible()) await choice.selectOption({ label: say(zh, en) });
      else await tab.click();
    },
    passed: page.getByText(say('验证成功', 'Verified'), { exact: true }),
    adminCode: page.getByRole('textbox', { name: say('管理员提供的验证码', 'Code from your administrator') }),
    captcha: page.getByRole('textbox', { name: say('图形验证码', 'Captcha'), exact: true }),
    askAdmin: page.getByRole('button', {
      name: say('向管理员申请验证码', 'Request a code'),
    }),
    offlineAnswer: page.getByRole('textbox', {
      name: say('离线设备显示的应答码', 'Response shown on the offline device'),
    }),
    offlineQr: page.getByRole('img', {
      name: say('离线设备挑战二维码', 'QR code of the challenge for the offline device'),
    }),
    offlineChallenge: page.getByTestId('offline-challenge'),
    lostApp: page.getByRole('button', {
      name: say('身份验证器丢失？通过短信重置', 'Lost your authenticator app? Reset it by SMS'),
    }),
    sendReset: page.getByRole('button', { name: say('发送短信验证码', 'Send SMS code') }),
    resetCode: page.getByRole('textbox', { name: say('重置验证码', 'Reset code') }),
  };
}
