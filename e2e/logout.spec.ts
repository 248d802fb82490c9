import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { login } from '../server/test/login-client';
import { getJson } from '../server/test/http';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';

const SERVER = `http://localhost:${PORTS.main}`;

/** A fresh session for demo, as a sign-in elsewhere would leave it. */
async function demoToken(): Promise<string> {
  const response = await login(SERVER, 'demo', 'Demo@123456');
  const token = (response.body as { access_token?: string }).access_token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return token;
}

const isValid = async (token: string) =>
  (await getJson(`${SERVER}/api/bff/v1.2/commons/user_details`, token)).status === 200;

/** Puts the session (and optionally a saved return address) in storage once, before the first page loads. */
async function seedSession(page: Page, token: string, backhref?: string) {
  await page.addInitScript(
    ([value, saved]) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('token', value!);
      localStorage.setItem('idaas', JSON.stringify({ access_token: value }));
      if (saved) sessionStorage.setItem('backhref', saved);
    },
    [token, backhref ?? ''] as const,
  );
}

const storage = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), idaas: localStorage.getItem('idaas') }));

/** Signs spuser into the demo service provider through the login page; returns the token it was handed. */
async function signIntoProvider(page: Page, language: 'zh' | 'en'): Promise<string> {
  await page.goto('/frontend/login/#/login?sp_code=demo_sp&application_key=demo-sp-app-key-0001');
  await loginForm(page, language).signIn('spuser', 'Spuser@123456');
  await expect(page).toHaveURL(/access_token=[^&]+&sp_code=demo_sp/);
  return new URL(page.url()).searchParams.get('access_token') ?? '';
}

const SP_SIGNED_OUT = 'Signed out of this application';

test.describe('logout', () => {
  test(
    'signing out of the portal ends the session and returns to login',
    { tag: '@phone' },
    async ({ page, say }) => {
      const token = await demoToken();
      await seedSession(page, token);
      await page.goto('/frontend/enduser/');
      await expect(page.getByText('demo', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: say('退出登录', 'Sign out') }).click();

      await expect(page).toHaveURL(/\/frontend\/login\/#\/login/);
      await expect(page.getByRole('heading', { name: say('演示企业', 'Demo Inc.') })).toBeVisible();
      expect(await storage(page)).toEqual({ token: null, idaas: null });
      expect(await isValid(token)).toBe(false);
      await expectNoA11yViolations(page, { name: 'login page after signing out' });
    },
  );

  test('refuses to follow a saved return address on another origin', async ({ page, say }) => {
    const token = await demoToken();
    await seedSession(page, token, 'https://evil.example/phish');
    await page.goto('/frontend/login/#/logout');

    await expect(
      page.getByRole('alert').filter({ hasText: say('已阻止跳转', 'Redirect blocked') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/logout/);
    expect(await storage(page)).toEqual({ token: null, idaas: null });
    expect(await isValid(token)).toBe(false);
    await expectNoA11yViolations(page, { name: 'logout, redirect refused' });

    await page.getByRole('button', { name: say('返回登录', 'Back to sign in') }).click();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByRole('heading', { name: say('演示企业', 'Demo Inc.') })).toBeVisible();
  });

  test('after a provider login, logout opens the provider sign-out page and returns to login', async ({
    page,
    context,
    language,
    say,
  }) => {
    const token = await signIntoProvider(page, language);
    const popup = context.waitForEvent('page');
    await page.goto('/frontend/login/#/logout');

    const providerPage = await popup;
    await expect(providerPage).toHaveURL(/\/demo-app\/sp-logout$/);
    await expect(providerPage.getByRole('status')).toContainText(SP_SIGNED_OUT);
    await expect(page).toHaveURL(/\/frontend\/login\/#\/login/);
    await expect(page.getByRole('heading', { name: say('演示企业', 'Demo Inc.') })).toBeVisible();
    expect(await storage(page)).toEqual({ token: null, idaas: null });
    expect(await isValid(token)).toBe(false);
  });
});
