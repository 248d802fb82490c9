import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { holdClock } from './support/clock';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { projectPhone, projectUser } from './support/second-factor';
import { PORTAL } from './support/third-party-page';

// Plugin login sources (issue 15) against the demo plugin, an HR system in a process of its own (`npm run
// plugin:demo`, a web server of playwright.config.ts). `zhangwei` is linked to `demo` on both sources;
// `newcomer`N, one per project, binds the local account `tpbind`N by hand on 人事系统 (plugin_hr_demo);
// 人事系统（自动）(plugin_hr_auto) binds or makes accounts by itself.

const PLUGIN_PAGE = /127\.0\.0\.1:\d+\/login\?/;
const MANUAL = '人事系统';
const AUTOMATIC = '人事系统（自动）';

/** Leaves the login page by the plugin source's button, and signs in at the plugin as `username`. */
async function signInAtPlugin(page: Page, source: string, username: string) {
  await page.goto(appUrl('signIn'));
  await page.getByRole('link', { name: source, exact: true }).click();
  await expect(page).toHaveURL(PLUGIN_PAGE);
  // The plugin is told which trace, source, tenant and client it signs in for.
  const asked = new URL(page.url()).searchParams;
  expect([...asked.keys()].sort()).toEqual(['clientId', 'enterpriseAuthId', 'enterpriseId', 'traceId']);
  expect(asked.get('enterpriseAuthId')).toBe(source === MANUAL ? 'plugin_hr_demo' : 'plugin_hr_auto');
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/密码|Password/).fill('Hr@123456');
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
}

for (const source of [MANUAL, AUTOMATIC]) {
  test(
    `${source}: a linked person signs in at the plugin and lands in the portal`,
    { tag: '@phone' },
    async ({ page }) => {
      await signInAtPlugin(page, source, 'zhangwei');
      await expect(page).toHaveURL(PORTAL);
    },
  );
}

test('a person nobody is linked to binds a local account by hand, then signs in at once', async ({
  page,
  language,
  say,
}, testInfo) => {
  // Two round trips through the plugin and two slow password checks: more than one sign-in's time.
  test.slow();
  const newcomer = projectUser('newcomer', testInfo);
  const local = projectUser('tpbind', testInfo);
  await signInAtPlugin(page, MANUAL, newcomer);

  await expect(
    page.getByRole('heading', { name: say('绑定已有账号', 'Link an existing account') }),
  ).toBeVisible();
  // What the plugin gave the page is gone from the address bar; the route names the trace alone.
  expect(page.url()).not.toMatch(/authCode=/);
  expect(page.url()).toMatch(/#\/pluginAdapterBind\?traceId=/);
  await expectNoA11yViolations(page, { name: 'plugin binding' });

  // A reload keeps the binding: the tab kept its code.
  await page.reload();
  const form = loginForm(page, language);
  await form.signIn(local, 'Wrong@123456');
  await expect(form.form).toContainText(say('用户名或密码错误', 'Incorrect username or password'));
  await form.signIn(local, 'Tpbind@123456', E2E_CAPTCHA);
  await expect(page).toHaveURL(PORTAL);
  expect(await page.evaluate(() => sessionStorage.getItem('plugin_binding'))).toBeNull();

  // Linked now: the next sign-in at the plugin goes straight to the portal.
  await page.evaluate(() => localStorage.removeItem('token'));
  await signInAtPlugin(page, MANUAL, newcomer);
  await expect(page).toHaveURL(PORTAL);
});

test('the bind page of a trace this tab does not wait to bind says so and returns to the login', async ({
  page,
  say,
}) => {
  // The page's clock held, so the card stays however long the page takes to load.
  await holdClock(page);
  await page.goto(appUrl('pluginBind', { traceId: 'not-this-tabs-trace' }));
  await expect(page.getByText(say('无法绑定', 'Cannot link the accounts'))).toBeVisible();
  await expect(
    page.getByText(say('3 秒后自动返回登录页', 'Back to the sign-in page in 3 seconds')),
  ).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/#\/login/);
});

for (const [person, zh, en] of [
  [
    'liuyang',
    '自动创建账号失败：手机号已被其他账号使用',
    'the phone number is already used by another account',
  ],
  ['chenjing', '匹配到的本系统账号已绑定其他外部账号', 'already linked to another external account'],
] as const) {
  test(`${AUTOMATIC}: ${person} is refused with the reason, and goes back to the login`, async ({
    page,
    say,
  }) => {
    await signInAtPlugin(page, AUTOMATIC, person);
    await expect(
      page.getByText(say('外部系统登录失败', 'Could not sign in with the external system')),
    ).toBeVisible();
    await expect(page.getByText(say(zh, en), { exact: false })).toBeVisible();
    await expectNoA11yViolations(page, { name: 'plugin refusal' });
    await page.getByRole('button', { name: say('返回登录', 'Back to sign in') }).click();
    await expect(page).toHaveURL(/#\/login/);
  });
}

test(`${AUTOMATIC}: a person without the phone it requires gives one, then gets an account and lands in the portal`, async ({
  page,
  say,
}, testInfo) => {
  const person = projectUser('nophone', testInfo);
  await signInAtPlugin(page, AUTOMATIC, person);
  await expect(
    page.getByRole('heading', { name: say('补充账号信息', 'Complete your account') }),
  ).toBeVisible();
  expect(page.url()).toMatch(/#\/adapterUserInfo\?traceId=/);
  await expectNoA11yViolations(page, { name: 'plugin complement' });
  const phone = page.getByLabel(say('手机号', 'Mobile number'));
  const submit = page.getByRole('button', { name: say('提交并登录', 'Submit and sign in') });
  await submit.click();
  await expect(page.getByText(say('此项不能为空', 'This item cannot be empty'))).toBeVisible();
  await phone.fill('12345');
  await submit.click();
  await expect(page.getByText(say('请输入正确的手机号', 'Enter a valid mobile number'))).toBeVisible();
  // smsuser's number: the server refuses it at the field, and the trace keeps waiting.
  await phone.fill('13800138000');
  await submit.click();
  await expect(
    page.getByText(say('该手机号已被其他账号使用', 'This mobile number is used by another account')),
  ).toBeVisible();
  await phone.fill(projectPhone(testInfo, '13900139500'));
  await submit.click();
  await expect(page).toHaveURL(PORTAL);
});

test('a spent or made-up trace is refused and the login comes back by itself', async ({ page, say }) => {
  await holdClock(page);
  await page.goto(appUrl('pluginCallback', { traceId: 'made-up-trace', authCode: 'made-up-code' }));
  await expect(
    page.getByText(
      say(
        '登录请求已失效或不是从本浏览器发起的',
        'This sign-in request has expired or was not started in this browser',
      ),
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    page.getByText(say('1.5 秒后自动返回登录页', 'Back to the sign-in page in 1.5 seconds')),
  ).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/#\/login/);
});

test('a return without trace or code asks to start again', async ({ page, say }) => {
  await page.goto(appUrl('pluginCallback'));
  await expect(page.getByText(say('登录未完成', 'Sign-in not completed'))).toBeVisible();
});
