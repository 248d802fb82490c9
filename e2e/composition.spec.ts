import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { withoutBootAnswers } from './support/boot-answers';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { BOOT_CALLS, recordCalls } from './support/requests';
import { appUrl, expectRoute } from './support/routes';

/**
 * The app's composition (issue 8): one app machine runs the flows of the flow table, and the route sync keeps
 * machine and URL in step without echoes. Seen from the browser: each load runs once, each route lands where
 * the flow table says, and what a flow leaves behind is only what it should.
 */

const EXPIRED = { username: 'expiredpwd', password: 'Expired@123456' } as const;
const EXPIRED_CHANGE = { type: 'needModifyPasswordOfPwdExpire' } as const;

const stored = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    loginContext: localStorage.getItem('IDAASLOGIN'),
  }));

/** The password change page, once its policies have loaded (the list is made from them). */
const policyList = (page: Page, say: (zh: string, en: string) => string | RegExp) =>
  page
    .getByRole('list', { name: say('密码要求', 'Password requirements') })
    .getByRole('listitem')
    .first();

const onceEach = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 1]));

test.describe('each load runs once', () => {
  // Each counted page comes without the boot answers, so the boot calls are made and can be counted.
  test(
    'opening the login page makes each boot call once, the tenant calls for the default tenant, and asks captcha-show once, for no name',
    { tag: '@phone' },
    async ({ page, language }) => {
      await withoutBootAnswers(page);
      const calls = recordCalls(page);
      await page.goto(appUrl('signIn'));
      await expect(loginForm(page, language).submit).toBeEnabled();
      expect(calls.counts(...BOOT_CALLS, 'captchaShow')).toEqual(onceEach([...BOOT_CALLS, 'captchaShow']));
      expect(calls.queries('captchaShow')[0]?.get('username') ?? '').toBe('');
      for (const call of ['enterprise', 'loadAuths', 'loginPageTemplate'] as const)
        expect(calls.queries(call)[0]?.has('enterpriseId'), call).toBe(false);
    },
  );

  test('the forced change after signing in loads each policy once, and once again on a reload; Back stays on it, and the change flow is not started again', async ({
    page,
    language,
    say,
  }) => {
    await withoutBootAnswers(page);
    const calls = recordCalls(page);
    await page.goto(appUrl('signIn'));
    await loginForm(page, language).signIn(EXPIRED.username, EXPIRED.password);
    await expectRoute(page, 'modifyPassword', EXPIRED_CHANGE);
    await expect(policyList(page, say)).toBeVisible();
    const once = [
      ...BOOT_CALLS.filter((call) => call !== 'sm2Key'),
      'restToken',
      'userPasswordInfo',
      'passwordPolicy',
      'usernamePolicy',
    ] as const;
    expect(calls.counts(...once)).toEqual(onceEach(once));
    // The boot's sm2_key, and the one-time challenge the sign-in encrypted its password under.
    expect(calls.count('sm2Key')).toBe(2);

    calls.clear();
    await page.reload();
    await expect(policyList(page, say)).toBeVisible();
    await expectRoute(page, 'modifyPassword', EXPIRED_CHANGE);
    const again = [...BOOT_CALLS, 'passwordPolicy', 'usernamePolicy'] as const;
    expect(calls.counts(...again)).toEqual(onceEach(again));

    // Back stays on the change the session owes (its route is pushed again); the change flow is not started again.
    await page.goBack();
    await expectRoute(page, 'modifyPassword', EXPIRED_CHANGE);
    await expect(page.getByRole('heading', { name: say('修改密码', 'Change password') })).toBeVisible();
    await expect(policyList(page, say)).toBeVisible();
    expect(calls.counts('passwordPolicy', 'usernamePolicy')).toEqual({
      passwordPolicy: 1,
      usernamePolicy: 1,
    });
  });
});

test.describe('where a route leads without what it needs', () => {
  test('an unknown service provider is refused before any password, and nothing is stored', async ({
    page,
    language,
    say,
  }) => {
    const calls = recordCalls(page);
    await page.goto(appUrl('signIn', { sp_code: 'evil', application_key: 'x' }));
    await expect(page.getByText(say('无法识别的应用', 'Unknown application'))).toBeVisible();
    await expect(
      page.getByText(
        say(
          '登录链接中的应用不存在或已停用。请回到应用重新发起登录，或直接登录。',
          'The application in this sign-in link does not exist or is disabled. Go back to the application and start again, or sign in directly.',
        ),
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: say('密码', 'Password'), exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page, { name: 'unknown application card' });
    expect(calls.count('applicationLoadAuths')).toBe(1);
    expect(await stored(page)).toEqual({ token: null, loginContext: null });

    await page.getByRole('button', { name: say('直接登录', 'Sign in directly') }).click();
    await expect(loginForm(page, language).username).toBeEditable();
    await expectRoute(page, 'signIn');
    expect(await stored(page)).toEqual({ token: null, loginContext: null });
    expect(calls.count('restToken')).toBe(0);
  });

  // A fresh page: the machine may redirect before the router has rendered, and the router must follow. The
  // page renders once its language catalog arrives; a slow one makes the redirect come first every time. The
  // page comes without its boot answers so that the catalog can be held until the boot calls are done.
  test('the password change opened on a fresh page without a session is the login page', async ({
    page,
    language,
    say,
  }) => {
    await withoutBootAnswers(page);
    const bootDone = page.waitForResponse((response) => response.url().includes('/login_page_template'));
    await page.route(/\/assets\/messages-[^/]+\.js$/, async (route) => {
      await bootDone;
      await route.continue();
    });
    await page.goto(appUrl('modifyPassword', EXPIRED_CHANGE));
    await expectRoute(page, 'signIn');
    await expect(loginForm(page, language).username).toBeEditable();
    await expect(page).toHaveTitle(say(/^登录/, /^Sign in/));
  });
});

test.describe('what a sign-in leads to', () => {});
