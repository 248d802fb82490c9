import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { appUrl, expectRoute } from './support/routes';
import { DEMO_TOTP_SECRET } from '../server/seed/demo-users';
import {
  adminCodeFor,
  appFromUri,
  projectPhone,
  projectUser,
  readQrCode,
  secondFactorPage,
  smsCodeFor,
  totpNow,
} from './support/second-factor';

// SPEC sections 4 and 8, second factor: each method through to the portal, against the real server.
const PORTAL = /\/frontend\/enduser\/(#loginSuccess|\?access_token=)/;
const SP_2FA = { sp_code: 'demo_sp_2fa', application_key: 'demo-sp-2fa-app-key-0001' };
const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test(
  'the bound authenticator app: a wrong code is refused, the right one leads to the portal',
  { tag: '@phone' },
  async ({ page, language, say }, testInfo) => {
    await page.goto(appUrl('signIn'));
    await loginForm(page, language).signIn(projectUser('twofactor', testInfo), 'Twofactor@123456');
    const factor = secondFactorPage(page, language);
    await expect(factor.heading).toBeVisible();
    await expectRoute(page, 'secondFactor');
    await expect(factor.code).toBeFocused();
    expect(await token(page)).not.toBeNull();
    await expectNoA11yViolations(page, { name: 'second factor: bound app' });

    // A code of the wrong length is held back; a wrong one is refused by the server.
    await factor.code.fill('12');
    await factor.verify.click();
    await expect(page.getByText(say('验证码为 6 到 8 位数字', 'The code is 6 to 8 digits'))).toBeVisible();
    const wrong = totpNow() === '000000' ? '111111' : '000000';
    await factor.code.fill(wrong);
    await factor.verify.click();
    await expect(page.getByRole('alert')).toHaveText(
      say('验证失败，验证码错误，请重新输入', 'Verification failed: the code is incorrect. Please try again'),
    );
    await expect(factor.code).toHaveValue('');

    await factor.code.fill(totpNow());
    await factor.verify.click();
    await expect(factor.passed).toBeVisible();
    await expect(page).toHaveURL(PORTAL);
  },
);

test('a new authenticator app: the QR code read from the screen sets it up, its first code binds it', async ({
  page,
  language,
}, testInfo) => {
  const username = projectUser('otpnew', testInfo);
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn(username, 'Otpnew@123456');
  const factor = secondFactorPage(page, language);
  await expect(factor.qr).toBeVisible();
  await expectNoA11yViolations(page, { name: 'second factor: binding an app' });

  const uri = await readQrCode(factor.qr);
  const app = appFromUri(uri);
  expect(app).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30, label: username });
  // otpnew's app is the tenant's own (isApp2Factor): its QR code binds the enterprise too, with the server.
  expect(new URL(uri).searchParams.get('enterpriseId')).toBe('demo');
  expect(new URL(uri).searchParams.get('server')).toBe(new URL(page.url()).origin);
  // The key shown as text is the one in the QR code.
  expect((await factor.secret.textContent())?.replaceAll(' ', '')).toBe(app.secret.base32.replace(/=+$/, ''));
  // A reload shows the same key: the binding waits for its first code.
  await page.reload();
  await expect(factor.qr).toBeVisible();
  expect(await readQrCode(factor.qr)).toBe(uri);

  await factor.code.fill(app.generate());
  await factor.verify.click();
  await expect(page).toHaveURL(PORTAL);

  // Bound now: the next sign-in asks the app's code, no QR code.
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn(username, 'Otpnew@123456');
  await expect(factor.code).toBeVisible();
  await expect(factor.qr).toHaveCount(0);
});

test('no bound phone: the page says so and offers to bind one, or the user switches to the authenticator app', async ({
  page,
  language,
  say,
}) => {
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn('smsnophone', 'Smsnophone@123456');
  const factor = secondFactorPage(page, language);
  await expect(
    page.getByText(say(/^您的账号未绑定手机号/, /^No phone number is linked to your account/)),
  ).toBeVisible();
  await expect(factor.newPhone).toBeFocused();
  await factor.chooseMethod('身份验证器', 'Authenticator app');
  await expect(factor.qr).toBeVisible();
});

test('binding a phone: a number in use refused, the code sent to the new one binds it, and the next login texts it', async ({
  page,
  language,
  say,
}, testInfo) => {
  const username = projectUser('phonebind', testInfo);
  const phone = projectPhone(testInfo, '13900139000');
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn(username, 'Phonebind@123456');
  const factor = secondFactorPage(page, language);
  await factor.newPhone.fill('13800138000');
  await factor.send.click();
  await expect(page.getByRole('alert')).toHaveText(
    say(
      '该手机号已被其他账号使用，请换一个手机号',
      'This number belongs to another account. Please use a different number.',
    ),
  );
  await factor.newPhone.fill(phone);
  await factor.send.click();
  await expect(
    page.getByText(say(`验证码已发送至 ${phone}`, `A code has been sent to ${phone}`)),
  ).toBeVisible();
  // A reload goes on with the number and its countdown.
  await page.reload();
  await expect(
    page.getByText(say(`验证码已发送至 ${phone}`, `A code has been sent to ${phone}`)),
  ).toBeVisible();
  await expect(factor.changePhone).toBeVisible();
  await factor.smsCode.fill(await smsCodeFor(page, phone));
  await factor.verify.click();
  await expect(page).toHaveURL(PORTAL);

  // A new login on this browser: the phone bound is where the codes go now.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn(username, 'Phonebind@123456');
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await expect(
    page.getByText(say(`验证码将发送至 ${masked}`, `A code will be sent to ${masked}`)),
  ).toBeVisible();
});

test('a code the administrator relays: asked for, a wrong captcha refused, then through to the portal', async ({
  page,
  language,
  say,
}, testInfo) => {
  const username = projectUser('twofactor', testInfo);
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn(username, 'Twofactor@123456');
  const factor = secondFactorPage(page, language);
  await factor.chooseMethod('管理员验证码', 'Administrator code');
  await expect(factor.askAdmin).toBeVisible();
  await factor.askAdmin.click();
  await expect(
    page.getByText(say(/验证码已发送给管理员/, /The code was sent to your administrator/)),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: say(/重新申请（\d+ 秒）/, /Request again \(\d+ s\)/) }),
  ).toBeDisabled();
  await expectNoA11yViolations(page, { name: 'second factor: administrator code asked' });

  const code = await adminCodeFor(page, username);
  await factor.adminCode.fill(code);
  await factor.captcha.fill('nope');
  await factor.verify.click();
  await expect(page.getByRole('alert')).toHaveText(
    say(
      '图形验证码错误或已失效，请输入新的图形验证码',
      'The captcha is wrong or has expired. Type the new one.',
    ),
  );
  // The refused attempt spent nothing but the captcha: the same code passes with the new one.
  await factor.adminCode.fill(code);
  await factor.captcha.fill(E2E_CAPTCHA);
  await factor.verify.click();
  await expect(page).toHaveURL(PORTAL);
});

test('a service provider that requires the factor: SP_login=true, and the login ends at the provider', async ({
  page,
  language,
}, testInfo) => {
  await page.goto(appUrl('signIn', SP_2FA));
  await loginForm(page, language).signIn(projectUser('sptwofactor', testInfo), 'Sptwofactor@123456');
  const factor = secondFactorPage(page, language);
  await expect(factor.code).toBeVisible();
  await expectRoute(page, 'secondFactor', { SP_login: 'true' });
  await factor.code.fill(totpNow(DEMO_TOTP_SECRET));
  await factor.verify.click();
  await expect(page).toHaveURL(
    /\/frontend\/enduser\/\?access_token=[^&]+&sp_code=demo_sp_2fa&application_key=demo-sp-2fa-app-key-0001/,
  );
});

test('the browser’s Back does not leave the second factor; the page’s own way back, giving up, returns to the login page and ends the session', async ({
  page,
  language,
}) => {
  await page.goto(appUrl('signIn'));
  await loginForm(page, language).signIn('twofactor', 'Twofactor@123456');
  const factor = secondFactorPage(page, language);
  await expect(factor.code).toBeVisible();
  await factor.code.fill('123');
  for (let press = 0; press < 2; press++) {
    await page.goBack();
    await expectRoute(page, 'secondFactor');
    // The same page, not a new one: what the user typed is still there, and the session too.
    await expect(factor.code).toHaveValue('123');
    expect(await token(page)).not.toBeNull();
  }
  // Giving up returns to the login page and ends the session.
  await factor.back.click();
  await expect(loginForm(page, language).username).toBeEditable();
  await expectRoute(page, 'signIn');
  expect(await token(page)).toBeNull();
});
