import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { projectPhone, secondFactorPage, smsCodeFor } from './support/second-factor';
import { expectRoute } from './support/routes';
import { smsLoginForm } from './support/sms-login-page';

const SP = 'sp_code=demo_sp&application_key=demo-sp-app-key-0001';

test(
  'a service-provider login ends at the provider target with the token, sp_code and application_key',
  { tag: '@phone' },
  async ({ page, language }) => {
    await page.goto(`/frontend/login/#/login?${SP}`);
    await expect(loginForm(page, language).submit).toBeEnabled();
    await expectNoA11yViolations(page, { name: 'service-provider login page' });
    await loginForm(page, language).signIn('spuser', 'Spuser@123456');
    await expect(page).toHaveURL(/access_token=[^&]+&sp_code=demo_sp&application_key=demo-sp-app-key-0001/);
    const stored = await page.evaluate(() => localStorage.getItem('IDAASLOGIN'));
    expect(JSON.parse(stored ?? '{}')).toEqual({
      type: 'IDAAS_SP',
      spData: { sp_code: 'demo_sp', application_key: 'demo-sp-app-key-0001' },
    });
  },
);

// SPEC section 4: a provider login asks the second factor only of a user who has one, and only when the
// application requires it too (`demo_sp` does not, `demo_sp_2fa` does).
const SP_2FA = 'sp_code=demo_sp_2fa&application_key=demo-sp-2fa-app-key-0001';

test('a user with a second factor enters an application that does not require one', async ({
  page,
  language,
}) => {
  await page.goto(`/frontend/login/#/login?${SP}`);
  await loginForm(page, language).signIn('sptwofactor', 'Sptwofactor@123456');
  await expect(page).toHaveURL(
    /\/frontend\/enduser\/\?access_token=[^&]+&sp_code=demo_sp&application_key=demo-sp-app-key-0001/,
  );
});

test('a user without a second factor enters an application that requires one', async ({ page, language }) => {
  await page.goto(`/frontend/login/#/login?${SP_2FA}`);
  await loginForm(page, language).signIn('spuser', 'Spuser@123456');
  await expect(page).toHaveURL(
    /\/frontend\/enduser\/\?access_token=[^&]+&sp_code=demo_sp_2fa&application_key=demo-sp-2fa-app-key-0001/,
  );
});

test('a user with a second factor is asked for it before an application that requires one', async ({
  page,
  language,
}) => {
  await page.goto(`/frontend/login/#/login?${SP_2FA}`);
  await loginForm(page, language).signIn('sptwofactor', 'Sptwofactor@123456');
  // The factor's page for a provider's login (e2e/second-factor.spec.ts goes on to the provider).
  await expect(secondFactorPage(page, language).code).toBeVisible();
  await expectNoA11yViolations(page, { name: 'second factor for a service provider' });
  await expectRoute(page, 'secondFactor', { SP_login: 'true' });
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('a hostile service-provider target is refused and the page stays', async ({ page, language, say }) => {
  await page.route('**/commons/sp_logged*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.redirectUrl = 'https://evil.example/steal';
    await route.fulfill({ response, json: body });
  });
  let leaked = false;
  page.on('request', (r) => (leaked ||= r.url().startsWith('https://evil.example')));
  await page.goto(`/frontend/login/#/login?${SP}`);
  await loginForm(page, language).signIn('spuser', 'Spuser@123456');
  await expect(page.getByRole('dialog')).toContainText(say('跳转已阻止', 'Redirect blocked'));
  await expectNoA11yViolations(page, { name: 'redirect-blocked dialog' });
  await expect(page).toHaveURL(/\/frontend\/login\//);
  expect(leaked).toBe(false);
});

test('a 401 from a session call clears the token and returns to login with its message', async ({
  page,
  language,
  say,
}) => {
  await page.route('**/commons/user_password_info', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"code":"401","message":"expired"}',
    }),
  );
  await page.goto('/frontend/login/#/login');
  await loginForm(page, language).signIn('demo', 'Demo@123456');
  await expect(page.getByText(say('未授权，请登录', 'Unauthorized, please sign in'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(loginForm(page, language).username).toBeVisible();
});

test('response code 401 from a session call shows 登录认证失败，请重试 and returns to login', async ({
  page,
  language,
  say,
}) => {
  await page.route('**/commons/user_setting_info', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"success":false,"code":"401","message":"x"}',
    }),
  );
  await page.goto('/frontend/login/#/login');
  await loginForm(page, language).signIn('demo', 'Demo@123456');
  await expect(
    page.getByText(say('登录认证失败，请重试', 'Sign-in authentication failed, please try again')),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

// SPEC section 4: a provider's login page shows the login types its application allows (application/load_auths),
// in the tenant's order, at most three on a phone, and opens on the first of them.
test.describe('the login types of a service provider', () => {
  const SP_ALL = 'sp_code=demo_sp_all&application_key=demo-sp-all-app-key-0001';
  const SP_PHONE = 'sp_code=demo_sp_phone&application_key=demo-sp-phone-app-key-0001';

  test(
    'are the tabs its application allows, in the tenant order, three at most on a phone',
    { tag: '@phone' },
    async ({ page, language, say }, testInfo) => {
      await page.goto(`/frontend/login/#/login?${SP_ALL}`);
      const password = loginForm(page, language);
      await expect(password.submit).toBeEnabled();
      await expect(password.tab).toHaveAttribute('aria-selected', 'true');
      const names = [
        say('密码登录', 'Password'),
        say('短信登录', 'SMS code'),
        say('LDAP 登录', 'LDAP'),
        say('扫码登录', 'QR code'),
      ];
      const expected = testInfo.project.name.startsWith('mobile') ? names.slice(0, 3) : names;
      await expect(page.getByRole('tab')).toHaveText(expected);

      // The application that allows the password alone shows its form and no tabs.
      await page.goto(`/frontend/login/#/login?${SP}`);
      await expect(password.submit).toBeEnabled();
      await expect(page.getByRole('tab')).toHaveCount(0);
    },
  );

  test('without the password it opens on its first type, and a texted code signs in to the provider', async ({
    page,
    language,
  }, testInfo) => {
    // The URL names the password adapter, which this application does not allow: the page opens on SMS.
    await page.goto(`/frontend/login/#/login?${SP_PHONE}&defaultAdapter=up`);
    const sms = smsLoginForm(page, language);
    await expect(sms.tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(loginForm(page, language).tab).toHaveCount(0);
    await expectNoA11yViolations(page, { name: 'service-provider sms login' });

    const phone = projectPhone(testInfo, '13800138060');
    await sms.sendTo(phone, E2E_CAPTCHA);
    await expect(sms.countdown).toBeDisabled();
    await sms.code.fill(await smsCodeFor(page, phone));
    await sms.submit.click();
    await expect(page).toHaveURL(
      /\/frontend\/enduser\/\?access_token=[^&]+&sp_code=demo_sp_phone&application_key=demo-sp-phone-app-key-0001/,
    );
  });
});
