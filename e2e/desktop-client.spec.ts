import type { Page } from '@playwright/test';
import { expect, type Language, test as base } from './support/fixtures';
import { loginForm } from './support/login-page';
import { expectRoute } from './support/routes';

/**
 * Desktop-client mode (SPEC 2): the client opens the login with its application key (which holds
 * plugin_sdp_user); its header replaces the web header, its back arrow leads to the install page from the
 * login and goes back elsewhere (the disabled application's page logs out: app.machine.test.ts), and its close dialog asks the
 * client's local service (e2e/support/desktop-client-e2e.ts, a real listener) to minimise or close the window.
 */
const DESKTOP = 'sp_code=demo_sdp&application_key=demo-plugin_sdp_user-0001';
const APPLICATION = { sp_code: 'demo_sdp', application_key: 'demo-plugin_sdp_user-0001' };
const SERVICE = 'http://127.0.0.1:21056';

// Each test's browser names itself in its user agent, so the shared listener tells its requests apart.
const test = base.extend<{ token: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  token: async ({}, use, testInfo) => use(`${testInfo.testId}-${testInfo.project.name}`),
  userAgent: async ({ userAgent, token }, use) => use(`${userAgent ?? ''} idaas-e2e/${token}`),
});

/** The desktop header's back arrow (a page's own Back button may have the same name). */
const backArrow = (page: Page, say: (zh: string, en: string) => string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name: say('返回', 'Back') });

/** The header's close control and the dialog it opens. */
const closeControls = (page: Page, say: (zh: string, en: string) => string | RegExp) => ({
  close: page.getByRole('button', { name: say('关闭窗口', 'Close the window') }),
  dialog: page.getByRole('dialog', { name: say('关闭窗口', 'Close the window') }),
});

/** The login as the client opens it, ready for input. */
async function openDesktopLogin(page: Page, language: Language) {
  await page.goto(`/frontend/login/#/login?${DESKTOP}`);
  await expect(loginForm(page, language).submit).toBeEnabled();
}

const requestsOf = async (token: string) =>
  (await fetch(`${SERVICE}/_e2e/requests?token=${encodeURIComponent(token)}`)).json() as Promise<unknown[]>;

test("the client's application key puts the page in desktop mode, which lasts through the tab's pages and a reload; its back arrow goes back a page elsewhere, and from the login to the install page", async ({
  page,
  language,
  say,
}) => {
  await page.goto(`/frontend/login/#/login?${DESKTOP}`);
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  await expect(header.getByRole('button', { name: say('返回', 'Back') })).toBeVisible();
  await expect(header.getByRole('button', { name: say('关闭窗口', 'Close the window') })).toBeVisible();
  // The tenant's logo and name, as a desktop application's title bar shows its own.
  await expect(header.getByText(say('演示企业', 'Demo Inc.'))).toBeVisible();
  await expect(header.locator('img')).toHaveJSProperty('complete', true);
  expect(await header.locator('img').evaluate((logo: HTMLImageElement) => logo.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(loginForm(page, language).submit).toBeEnabled();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('sdpkey'), localStorage.getItem('sdpapp')]),
  ).toEqual(['demo-plugin_sdp_user-0001', 'true']);
  await page.getByRole('link', { name: say('忘记密码？', 'Forgot password?') }).click();
  await expectRoute(page, 'resetPassword', APPLICATION);
  await expect(page.getByRole('button', { name: say('关闭窗口', 'Close the window') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: say('关闭窗口', 'Close the window') })).toBeVisible();
  // The back arrow goes back a page elsewhere, and from the login to the install page.
  await backArrow(page, say).click();
  await expect(loginForm(page, language).submit).toBeEnabled();
  await expectRoute(page, 'signIn', APPLICATION);
  await backArrow(page, say).click();
  await expect(page).toHaveURL(/\/frontend\/agents\/#desktop-client$/);
  await expect(page.getByRole('heading', { name: '桌面客户端' })).toBeVisible();
  // Another application's login in this tab is a browser's: the web header again.
  await page.goto('/frontend/login/#/login?sp_code=demo_sp&application_key=demo-sp-app-key-0001');
  await expect(loginForm(page, language).submit).toBeEnabled();
  await expect(page.getByRole('button', { name: say('关闭窗口', 'Close the window') })).toHaveCount(0);
  expect(
    await page.evaluate(() => [sessionStorage.getItem('sdpkey'), localStorage.getItem('sdpapp')]),
  ).toEqual([null, null]);
});

test("the close dialog asks the client's local service to minimise or close the window, says so when the client is not running or refuses, and tries again", async ({
  page,
  language,
  say,
  token,
}) => {
  await openDesktopLogin(page, language);
  const { close, dialog } = closeControls(page, say);
  await close.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: say('最小化', 'Minimise') }).click();
  await expect(dialog).toBeHidden();
  await expect(close).toBeFocused();
  await close.click();
  await dialog.getByRole('button', { name: say('关闭', 'Close'), exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await requestsOf(token)).toEqual([
    { action: 'minimize', applicationKey: 'demo-plugin_sdp_user-0001' },
    { action: 'close', applicationKey: 'demo-plugin_sdp_user-0001' },
  ]);
  // Escape cancels: nothing is sent.
  await close.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await requestsOf(token)).toHaveLength(2);

  // No client listening: the connection is refused.
  await page.route(`${SERVICE}/**`, (route) => route.abort('connectionrefused'));
  await close.click();
  await dialog.getByRole('button', { name: say('最小化', 'Minimise') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    say(
      '未连接到桌面客户端，请确认客户端正在运行后重试。',
      'The desktop client is not responding. Make sure it is running, then try again.',
    ),
  );
  await page.unroute(`${SERVICE}/**`);
  await fetch(`${SERVICE}/_e2e/refuse?token=${encodeURIComponent(token)}`, { method: 'POST' });
  await dialog.getByRole('button', { name: say('最小化', 'Minimise') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    say('桌面客户端未能完成操作，请重试。', 'The desktop client could not do that. Try again.'),
  );
  expect(await requestsOf(token)).toHaveLength(2);
});
