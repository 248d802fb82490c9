import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { expectNoA11yViolations } from './support/a11y';
import { withoutBootAnswers } from './support/boot-answers';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { BOOT_CALLS, recordCalls } from './support/requests';

test.describe('boot to the login page', () => {
  test(
    'redirects / to /login and shows the tenant login page with its title, icon, header, sanitised footer link and version, usable without a single boot call',
    { tag: '@phone' },
    async ({ page, language, say }) => {
      const calls = recordCalls(page);
      await page.goto('/frontend/login/');
      await expect(page).toHaveURL(/#\/login$/);
      await expect(page.getByRole('heading', { name: say('演示企业', 'Demo Inc.') })).toBeVisible();
      await expect(page).toHaveTitle(say('登录 - 演示企业统一登录', /^Sign in - /));
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/api\/public\/image\//);
      await expect(page.getByTestId('version')).toContainText(say('版本', 'Version'));
      await expect(page.getByRole('img', { name: say('企业标志', 'Enterprise logo') })).toBeVisible();
      await expect(page.locator('footer').getByRole('link')).toHaveAttribute('href', /^https:\/\//);
      await expect(loginForm(page, language).submit).toBeEnabled();
      expect(calls.counts(...BOOT_CALLS)).toEqual(Object.fromEntries(BOOT_CALLS.map((call) => [call, 0])));
    },
  );

  test('shows not found for unknown paths and /404, and a retry on an error page starts the sign-in afresh', async ({
    page,
    say,
  }) => {
    for (const path of ['#/no/such/page', '#/404']) {
      await page.goto(`/frontend/login/${path}`);
      await expect(page.getByRole('heading', { name: say('页面不存在', 'Page not found') })).toBeVisible();
      await expect(page).toHaveTitle(say(/^页面不存在/, /^Page not found/));
    }
    await page.getByRole('link', { name: say('返回登录', 'Back to sign in') }).click();
    await expect(page).toHaveURL(/#\/login$/);
    // A hash change on the same document: no other boot.
    await page.goto('/frontend/login/#/500');
    await page.getByRole('button', { name: say('重试', 'Try again') }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('form', { name: say('密码登录', 'Password') })).toBeVisible();
  });

  test('an adapter list that fails to load offers a retry, which brings the login form', async ({
    page,
    say,
  }) => {
    let failing = true;
    await withoutBootAnswers(page);
    await page.route(/\/load_auths(\?|$)/, (route) =>
      failing ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
    );
    await page.goto('/frontend/login/#/login');
    await expect(
      page.getByText(say('登录方式加载失败', 'Sign-in methods could not be loaded'), { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    await expectNoA11yViolations(page, { name: 'login page, sign-in methods not loaded' });
    failing = false;
    await page.getByRole('button', { name: say('重试', 'Try again') }).click();
    await expect(page.getByRole('form', { name: say('密码登录', 'Password') })).toBeVisible();
  });

  test('a page whose code cannot be downloaded says so and offers a retry, which opens that page', async ({
    page,
    say,
  }) => {
    await page.route(/\/assets\/reset-password\.view-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/frontend/login/#/resetPassword');
    await expect(
      page.getByRole('heading', { name: say('页面出错了', 'Something went wrong') }),
    ).toBeVisible();
    await expectNoA11yViolations(page, { name: 'route error page' });
    await page.unrouteAll();
    await page.getByRole('button', { name: say('重试', 'Try again') }).click();
    // The page asked for, not the login: a reset stays a reset.
    await expect(page).toHaveURL(/#\/resetPassword$/);
    await expect(page.getByRole('heading', { name: say('找回密码', 'Reset password') })).toBeVisible();
  });

  test('the shape of the card shows, labelled as loading, on a canvas in the system colour scheme (no white flash), until the app replaces it', async ({
    page,
    language,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // The code waits until the skeleton has been looked at: what a slow network shows meanwhile.
    let release = () => {};
    const looked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await looked;
      await route.continue();
    });
    await page.goto('/frontend/login/#/login', { waitUntil: 'commit' });
    const skeleton = page.getByRole('status', { name: /正在加载登录页.*Loading the sign-in page/ });
    await expect(skeleton).toBeVisible();
    // Before the app has started, the canvas already follows the dark system (no white flash).
    await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', /.*/);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'light dark');
    const card = await page.locator('.boot-skeleton-card').boundingBox();
    expect(card?.width).toBeGreaterThan(300);
    // Mantine's dark page colour, as the app's own page has it in the dark scheme.
    await expect(page.locator('.boot-skeleton')).toHaveCSS('background-color', 'rgb(31, 31, 31)');
    release();
    // Then all of the code is downloaded, evaluated and rendered at once, on two shared cores.
    await expect(loginForm(page, language).submit).toBeEnabled({ timeout: 20_000 });
    await expect(page.locator('.boot-skeleton')).toHaveCount(0);
  });
});

test.describe('what downloads when', () => {
  const FIRST_SCREEN = /^(index|rolldown-runtime|messages)-/;

  /**
   * The scripts and stylesheets the page asked for before its login form was usable, and since: the page
   * notes the moment the form's submit button is first enabled (a MutationObserver, in the page, as it
   * happens), and the browser when each download started.
   */
  async function codeAsked(page: Page) {
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
        if (!button || button.disabled) return;
        observer.disconnect();
        Reflect.set(window, '__usableAt', performance.now());
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    return () =>
      page.evaluate(() => {
        const usableAt = Number(Reflect.get(window, '__usableAt') ?? Infinity);
        const code = performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(js|css)$/.test(entry.name))
          .map((entry) => ({ name: entry.name.replace(/^.*\//, ''), before: entry.startTime < usableAt }));
        return {
          before: code.filter((c) => c.before).map((c) => c.name),
          after: code.filter((c) => !c.before).map((c) => c.name),
        };
      });
  }
  const asked = (names: string[], prefix: string) => names.some((name) => name.startsWith(prefix));

  test("the form is usable on the first screen's code alone; the next step's code follows unasked, a tab's under the pointer, and nothing ahead for a browser saving data", async ({
    page,
    context,
    language,
    say,
  }) => {
    const code = await codeAsked(page);
    await page.goto('/frontend/login/#/login');
    await expect(loginForm(page, language).submit).toBeEnabled();
    // Once the form is usable: what every sign-in meets next.
    await expect.poll(async () => asked((await code()).after, 'post-login.flow-')).toBe(true);
    const { before, after } = await code();
    // Before: the page's code, its stylesheet and its catalog; the tabs and the password form are part of them.
    expect(before.filter((name) => !FIRST_SCREEN.test(name))).toEqual([]);
    expect(asked(after, 'sms-login.flow-')).toBe(false);
    const sms = page.getByRole('tab', { name: say('短信登录', 'SMS login') });
    await sms.hover();
    await expect.poll(async () => asked((await code()).after, 'sms-login.flow-')).toBe(true);
    // Pointing does not choose.
    await expect(sms).toHaveAttribute('aria-selected', 'false');

    // A browser saving data is sent only what it asks for (a page of its own: from the cache or not, what the
    // page asks for is in its resource timing).
    const saving = await context.newPage();
    await saving.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
    const savingCode = await codeAsked(saving);
    await saving.goto('/frontend/login/#/login');
    await expect(loginForm(saving, language).submit).toBeEnabled();
    await saving.getByRole('tab', { name: say('短信登录', 'SMS login') }).hover();
    await saving.waitForLoadState('networkidle');
    const saved = await savingCode();
    expect([...saved.before, ...saved.after].filter((name) => !FIRST_SCREEN.test(name))).toEqual([]);
  });
});

test.describe('static fallback pages', () => {
  test('an expired instance opens the enterprise-expired page', async ({ page, say }) => {
    await page.goto(`http://localhost:${PORTS.expired}/frontend/login/#/login`);
    await expect(page).toHaveURL(/enterpriseExpired\.html$/);
    await expect(
      page.getByRole('heading', { name: say('企业实例已过期', 'Enterprise instance expired') }),
    ).toBeVisible();
    await expectNoA11yViolations(page, { name: 'static enterprise-expired page' });
  });
});
