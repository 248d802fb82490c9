import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';

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
