import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';
import { qrLoginPanel } from './support/qr-login-page';
import { smsLoginForm } from './support/sms-login-page';

// A lost network at any step leaves a working page: the form stays, a message says what failed, and the next
// try (or the network's return) fetches what was missing, code chunks included.

const PORTAL = /\/frontend\/enduser\/#loginSuccess$/;
const NETWORK_ERROR = { zh: '网络错误，请稍后再试！', en: 'Network error, please try again later!' };
const PAGE_UNAVAILABLE = {
  zh: '页面加载失败，请检查网络后重试',
  en: 'The page could not be loaded. Please check your network and try again.',
};

// The page as the user finds it: the login types' tabs (their own chunk) shown, before the network goes.
const loaded = (page: Page) => expect(page.getByRole('tablist')).toBeVisible();

test.beforeEach(async ({ page }) => {
  await page.goto('/frontend/login/#/login');
  await loaded(page);
});

test(
  'offline at the form: the sign-in says so, the form stays, and online again it signs in',
  { tag: '@phone' },
  async ({ page, context, language }) => {
    const form = loginForm(page, language);
    await form.username.fill('demo');
    await form.password.fill('Demo@123456');
    await context.setOffline(true);
    await form.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR[language] })).toBeVisible();
    await expect(form.submit).toBeEnabled();
    await expect(form.username).toHaveValue('demo');
    await context.setOffline(false);
    await form.submit.click();
    await expect(page).toHaveURL(PORTAL);
  },
);

test('the network error goes as the server answers again: the retry’s own answer stands alone', async ({
  page,
  context,
  language,
  say,
}) => {
  const form = loginForm(page, language);
  const networkError = page.getByRole('alert').filter({ hasText: NETWORK_ERROR[language] });
  await context.setOffline(true);
  await form.signIn(freshName('offline'), 'Wrong@123456');
  await expect(networkError).toBeVisible();
  await context.setOffline(false);
  await form.submit.click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: say('用户名或密码错误', 'Incorrect username or password') });
  await expect(refusal).toBeVisible();
  // At once: the toast would otherwise stay its five seconds, beside the answer that proved the network back.
  await expect(networkError).toHaveCount(0, { timeout: 250 });
});

test('code that cannot load after the token: the form stays, no token is kept, the next try loads it', async ({
  page,
  language,
}) => {
  // The post-login flow's code and overlay: the first chunks a sign-in needs after the first screen.
  const chunk = '**/assets/post-login*.js';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  // Afresh: the page fetches these chunks ahead when it is idle, and must not have them yet.
  await page.reload();
  await loaded(page);
  const form = loginForm(page, language);
  await form.signIn('demo', 'Demo@123456');
  await expect(page.getByRole('alert').filter({ hasText: PAGE_UNAVAILABLE[language] })).toBeVisible();
  await expect(form.submit).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.unroute(chunk);
  await form.signIn('demo', 'Demo@123456');
  await expect(page).toHaveURL(PORTAL);
});

test('a dialog whose code cannot load is told, then shows styled once the network is back', async ({
  page,
  context,
  language,
  say,
}) => {
  const chunk = '**/assets/login-dialog-body*';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await loginForm(page, language).signIn('locked', 'Locked@123456');
  await expect(page.getByRole('alert').filter({ hasText: PAGE_UNAVAILABLE[language] })).toBeVisible();
  await expect(page.getByTestId('login-card')).toBeVisible();
  await page.unroute(chunk);
  await context.setOffline(true);
  await context.setOffline(false);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(say('账户已锁定', 'Account locked'));
  // Styled: the close cross is a small button, not the bare 210 px icon of a missing stylesheet.
  const close = dialog.getByRole('button', { name: say('关闭', 'Close') });
  await expect(close).toBeVisible();
  const box = await close.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(40);
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);
});

test('a tab whose code has not arrived says so in the tab while the others work; online again, or on its retry, it opens there', async ({
  page,
  context,
  language,
  say,
}) => {
  const sms = smsLoginForm(page, language);
  await context.setOffline(true);
  await sms.tab.click();
  const failure = page
    .getByRole('tabpanel')
    .getByText(say('此登录方式加载失败', 'This sign-in method did not load'));
  await expect(failure).toBeVisible();
  // The card stays: the tabs, the links, and the password form a click away.
  await expect(page.getByRole('link', { name: say('忘记密码？', 'Forgot password?') })).toBeVisible();
  // No toast beside it: the tab's message says all (it was "something went wrong" once).
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(/^此登录方式加载失败|^This sign-in method did not load/);
  await sms.passwordTab.click();
  await expect(loginForm(page, language).submit).toBeEnabled();
  await sms.tab.click();
  await expect(failure).toBeVisible();
  // The network's return tries again by itself, and the page stays on the tab chosen.
  await context.setOffline(false);
  await expect(sms.phone).toBeVisible();
  await expect(sms.tab).toHaveAttribute('aria-selected', 'true');

  // A download that fails while online: its retry fetches it (a page of its own, the chunk not yet in it).
  const second = await context.newPage();
  const chunk = '**/assets/qr-login*.js';
  await second.route(chunk, (route) => route.abort('connectionreset'));
  await second.goto('/frontend/login/#/login');
  const qr = qrLoginPanel(second, language);
  await qr.tab.click();
  const retry = second.getByRole('tabpanel').getByRole('button', { name: say('重试', 'Retry') });
  await expect(retry).toBeVisible();
  await second.unroute(chunk);
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(qr.qr).toBeVisible();
  await expect(qr.tab).toHaveAttribute('aria-selected', 'true');
});

test('switching the language offline keeps the page and says the network failed', async ({
  page,
  context,
  language,
}) => {
  const other = language === 'en' ? '中文' : 'English';
  await context.setOffline(true);
  await page.getByRole('button', { name: other }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAGE_UNAVAILABLE[language] })).toBeVisible();
  await expect(loginForm(page, language).submit).toBeEnabled();
  await context.setOffline(false);
  await page.getByRole('button', { name: other }).click();
  await expect(loginForm(page, language === 'en' ? 'zh' : 'en').submit).toBeVisible();
});
