import type { Page, TestInfo } from '@playwright/test';
import { EMBEDDED_KINDS, REDIRECT_KINDS, callbackReceiverPath } from '../schemas/third-party-sources';
import { withPageConfig } from './support/boot-answers';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { registerForm } from './support/register-page';
import { appUrl } from './support/routes';
import { projectUser } from './support/second-factor';
import {
  PORTAL,
  PROVIDER_ORIGIN,
  declineAtProvider,
  dingTalkPluginButton,
  embeddedQrTab,
  providerFrame,
  providerLabel,
  goToProvider,
  signInAtProvider,
  sourceButton,
  withEmbeddedTypes,
} from './support/third-party-page';

// Third-party sign-in (issue 14) against the real demo OpenID provider and the DingTalk, WeChat, WeCom and
// Alipay simulators (`npm run idp`, a web server of playwright.config.ts). `zhangwei` is linked to `demo` for
// every source; `newcomer`N, one per project, binds the local account `tpbind`N.

/** Forgets the provider's own session, so its sign-in page shows again. */
const leaveProvider = (page: Page) => page.context().clearCookies({ domain: '127.0.0.1' });

for (const kind of REDIRECT_KINDS) {
  test(`${kind}: a linked person signs in to the portal`, { tag: '@phone' }, async ({ page, language }) => {
    await page.goto(appUrl('signIn'));
    await goToProvider(page, kind, language);
    await signInAtProvider(page, kind, 'zhangwei');
    await expect(page).toHaveURL(PORTAL);
  });
}

test('a DingTalk OIDC plugin signs in at DingTalk through its OpenID bridge, to the portal', async ({
  page,
  language,
  say,
}) => {
  await page.goto(appUrl('signIn'));
  await dingTalkPluginButton(page, language).click();
  // The bridge shows no form of its own: the person is at DingTalk's authorisation page.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dingtalk\/oauth2\/auth\?/);
  await signInAtProvider(page, 'ddtalk', 'zhangwei');
  await expect(page).toHaveURL(PORTAL);
  // Back at the login, the way there is named DingTalk, not the OIDC variant it signs in as.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(appUrl('signIn'));
  await page.route('**/authenticate/oidc_code_adapter/login_*', (route) => route.abort());
  await dingTalkPluginButton(page, language).click();
  await expect(
    page.getByRole('heading', { name: say('使用钉钉登录', 'Sign in with DingTalk') }),
  ).toBeVisible();
});

// The embedded QR panels (issue 14): with the sources among the tenant's login types, a desktop's login card
// frames the provider's own QR page; a phone keeps the link.
for (const kind of EMBEDDED_KINDS) {
  test(`${kind}: its tab frames the provider’s QR page; authorising in the frame signs in to the portal`, async ({
    page,
    language,
    isMobile,
    say,
  }) => {
    test.skip(isMobile, 'a phone cannot scan its own screen: it keeps the link (below)');
    // The page the test serves itself counts as a public one, whose frames of this machine's identity process
    // Chromium's local-network access asks about; a real login page frames public providers.
    await page.context().grantPermissions(['local-network-access']);
    await withPageConfig(page, withEmbeddedTypes);
    await page.goto(appUrl('signIn'));
    await embeddedQrTab(page, kind, language).click();
    const provider = providerLabel(kind, language);
    await expect(
      page.getByText(say(`使用${provider}扫码登录`, `Scan with ${provider} to sign in`)),
    ).toBeVisible();
    const { element, frame } = providerFrame(page, kind, language);
    await expect(element).toHaveAttribute('src', PROVIDER_ORIGIN);
    // WeChat's and WeCom's pages send this window back with no click in the frame (the simulators' by script);
    // DingTalk's answers by message, and its frame may not navigate this window.
    await expect(element).toHaveAttribute(
      'sandbox',
      kind === 'ddtalk' ? /^(?!.*allow-top-navigation)/ : /allow-top-navigation(\s|$)/,
    );
    await expect(element).toHaveAttribute('referrerpolicy', 'no-referrer');
    // The row of other sources no longer repeats a source that is a tab.
    await expect(sourceButton(page, kind, language)).toHaveCount(0);
    await frame.getByRole('button', { name: 'Authorise as 张伟' }).click();
    await expect(page).toHaveURL(PORTAL);
  });
}

test('ddtalk: declining in its frame says so in the panel, and a refresh frames a fresh QR page', async ({
  page,
  language,
  isMobile,
  say,
}) => {
  test.skip(isMobile, 'a phone keeps the link');
  await page.context().grantPermissions(['local-network-access']);
  await withPageConfig(page, withEmbeddedTypes);
  await page.goto(appUrl('signIn'));
  await embeddedQrTab(page, 'ddtalk', language).click();
  const { element, frame } = providerFrame(page, 'ddtalk', language);
  const first = await element.getAttribute('src');
  await frame.getByRole('button', { name: '拒绝 / Decline' }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(say('钉钉登录未完成', 'DingTalk sign-in did not go through'));
  await expect(notice).toContainText(say('已拒绝授权或授权失败', 'It was declined or failed.'));
  await expect(element).toHaveCount(0);
  await page.getByRole('button', { name: say('刷新二维码', 'Refresh QR code') }).click();
  await expect(element).toHaveAttribute('src', PROVIDER_ORIGIN);
  expect(await element.getAttribute('src')).not.toBe(first);
  await expect(frame.getByRole('button', { name: 'Authorise as 张伟' })).toBeVisible();
});

test(
  'on a phone the embedded QR sources stay links under the form',
  { tag: '@phone' },
  async ({ page, language, isMobile }) => {
    test.skip(!isMobile, 'a desktop frames them');
    await withPageConfig(page, withEmbeddedTypes);
    await page.goto(appUrl('signIn'));
    await expect(loginForm(page, language).username).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const kind of EMBEDDED_KINDS) await expect(sourceButton(page, kind, language)).toBeVisible();
  },
);

test('a first login binds a local account; the next one goes straight in', async ({
  page,
  language,
  say,
}, testInfo: TestInfo) => {
  // Three round trips through the provider and two slow password checks: more than one sign-in's time.
  test.slow();
  const newcomer = projectUser('newcomer', testInfo);
  const local = projectUser('tpbind', testInfo);
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'oidc_code', language);
  await signInAtProvider(page, 'oidc_code', newcomer);

  await expect(
    page.getByRole('heading', { name: say('绑定已有账号', 'Link an existing account') }),
  ).toBeVisible();
  await expect(page.getByText(newcomer.replace('newcomer', '新同事 '))).toBeVisible();
  // What the provider gave the page is gone from the address bar.
  expect(page.url()).not.toMatch(/code=|state=/);
  await expectNoA11yViolations(page, { name: 'third-party binding' });

  const form = loginForm(page, language);
  await form.signIn(local, 'Wrong@123456');
  await expect(form.form).toContainText(say('用户名或密码错误', 'Incorrect username or password'));
  await form.signIn(local, 'Tpbind@123456', E2E_CAPTCHA);
  await expect(page).toHaveURL(PORTAL);

  await page.evaluate(() => localStorage.removeItem('token'));
  await leaveProvider(page);
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'oidc_code', language);
  await signInAtProvider(page, 'oidc_code', newcomer);
  await expect(page).toHaveURL(PORTAL);

  // Another person of the same source cannot take that local account: it is linked already.
  await page.evaluate(() => localStorage.removeItem('token'));
  await leaveProvider(page);
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'oidc_code', language);
  await signInAtProvider(page, 'oidc_code', 'lina');
  await loginForm(page, language).signIn(local, 'Tpbind@123456');
  await expect(loginForm(page, language).form).toContainText(
    say(
      '该账号已绑定此登录方式的其他第三方账号',
      'This account is already linked to another account of this sign-in method.',
    ),
  );
});

test('a first login without a local account registers one and links it; the account waits for approval', async ({
  page,
  language,
  say,
}, testInfo: TestInfo) => {
  const newcomer = projectUser('newcomer', testInfo);
  const username = projectUser('tpjoin', testInfo);
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'aad', language);
  await signInAtProvider(page, 'aad', newcomer);

  await page.getByRole('button', { name: say('注册新账号并绑定', 'Register one and link it') }).click();
  await expect(page.getByRole('heading', { name: say('注册并绑定', 'Register and link') })).toBeVisible();
  await expectNoA11yViolations(page, { name: 'third-party registration' });
  // Changing one's mind keeps the page: the password form comes back, and the registration again.
  await page.getByRole('button', { name: say('登录并绑定', 'Sign in and link it') }).click();
  await expect(loginForm(page, language).username).toBeVisible();
  await page.getByRole('button', { name: say('注册新账号并绑定', 'Register one and link it') }).click();

  const form = registerForm(page, language, ['注册并绑定', 'Register and link']);
  await form.register({ username, password: 'Joined#2024x', email: `${username}@example.com` });
  await expect(page.getByText(say('注册申请已提交', 'Registration submitted'))).toBeVisible();
  // The demo tenant approves registrations: the login page comes back.
  await expect(loginForm(page, language).username).toBeVisible();
  expect(page.url()).toMatch(/#\/login/);
  // Linked already, the account waits for its approval: the source says so (the provider remembers her).
  await sourceButton(page, 'aad', language).click();
  await expect(page.getByRole('alert')).toContainText(
    say('绑定的账号正在等待管理员审核', "The linked account is waiting for an administrator's approval"),
  );
});

test('a binding no longer valid says so, and the login comes back by itself after 3 s', async ({
  page,
  language,
  say,
}) => {
  // The page's clock, so the 3 s are the page's own and the test waits for no real ones.
  await page.clock.install();
  // A binding this browser was never given (an old link, another browser's): the server refuses it.
  await page.goto(appUrl('adapterBind', { adapter: 'wechatenterprise', uuid: 'never-issued' }));
  await expect(page.getByRole('alert')).toContainText(
    say('绑定已失效，请重新通过第三方账号登录', 'This link request has expired'),
  );
  await expect(
    page.getByRole('status').filter({
      hasText: say('3 秒后自动返回登录页', 'Back to the sign-in page in 3 seconds'),
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: say('返回登录', 'Back to sign in') })).toBeVisible();
  // Held just after it said so: the login has not come back yet; 3 s on, it has.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.clock.runFor(3000);
  // The login page runs on the clock too: time flows again.
  await page.clock.resume();
  await expect(loginForm(page, language).username).toBeVisible();
  expect(page.url()).toMatch(/#\/login/);
});

test('a changed state is refused with a clear message, and nothing of the answer stays in the URL', async ({
  page,
  language,
  say,
}) => {
  // The state the page sent to the provider is changed on the way: the provider sends back one the server
  // never issued to this browser.
  await page.route(
    (url) => url.pathname.endsWith('/wechat/connect/qrconnect'),
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('state', 'tampered');
      await route.continue({ url: url.toString() });
    },
  );
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'wechat', language);
  await signInAtProvider(page, 'wechat', 'zhangwei');
  const wechat = providerLabel('wechat', language);
  await expect(page.getByRole('alert')).toContainText(
    say(
      '登录请求已失效或不是从本浏览器发起的，请重新登录',
      'This sign-in request has expired or was not started in this browser. Please sign in again.',
    ),
  );
  await expect(page.getByRole('alert')).toContainText(say(`${wechat}登录失败`, `${wechat} sign-in failed`));
  await expect(page).toHaveURL(/#\/wechatCallback$/);
  await expectNoA11yViolations(page, { name: 'third-party callback refused' });

  await page.getByRole('button', { name: say('返回登录', 'Back to sign in') }).click();
  await expect(loginForm(page, language).username).toBeVisible();
});

test('a code replayed after it signed in is refused', async ({ page, language, say }) => {
  let receiverUrl = '';
  page.on('request', (request) => {
    if (request.url().includes(callbackReceiverPath('ddtalk'))) receiverUrl = request.url();
  });
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'ddtalk', language);
  await signInAtProvider(page, 'ddtalk', 'zhangwei');
  await expect(page).toHaveURL(PORTAL);
  expect(receiverUrl).toContain('authCode=');

  await page.goto(receiverUrl);
  await expect(page.getByRole('alert')).toContainText(
    say(
      '登录请求已失效或不是从本浏览器发起的',
      'This sign-in request has expired or was not started in this browser',
    ),
  );
  expect(page.url()).not.toMatch(/code=|authCode=/);
});

test('declining at the provider says so and leads back to the login', async ({ page, language, say }) => {
  await page.goto(appUrl('signIn'));
  await goToProvider(page, 'wechatenterprise', language);
  await declineAtProvider(page);
  const wecom = providerLabel('wechatenterprise', language);
  await expect(page.getByRole('alert')).toContainText(
    say(`未完成${wecom}授权`, `${wecom} authorisation not completed`),
  );
  await page.getByRole('button', { name: say('返回登录', 'Back to sign in') }).click();
  await expect(loginForm(page, language).username).toBeVisible();
});

// Inside the provider's own app its web QR page cannot be scanned (it is on the phone's own screen): the page
// asks for the app's in-app authorisation instead, by the app's user agent.
const IN_APP = {
  wechatenterprise: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.16 MicroMessenger/7.0.1 Language/zh',
    receiver: '/frontend/login/wechatenterpriseMicroCallback',
    page: /\/wecom\/connect\/oauth2\/authorize/,
  },
  wechat: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
    receiver: '/frontend/login/wechatCallback',
    page: /\/wechat\/connect\/oauth2\/authorize/,
  },
} as const;

for (const [kind, app] of Object.entries(IN_APP) as [
  keyof typeof IN_APP,
  (typeof IN_APP)[keyof typeof IN_APP],
][]) {
  test.describe(`inside the ${kind} app`, () => {
    test.use({ userAgent: app.userAgent });

    test(
      `${kind} signs in by its in-app authorisation, not its QR page`,
      { tag: '@phone' },
      async ({ page, language }) => {
        let received = '';
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === app.receiver) received = request.url();
        });
        await page.goto(appUrl('signIn'));
        await goToProvider(page, kind, language);
        await expect(page).toHaveURL(app.page);
        await signInAtProvider(page, kind, 'zhangwei');
        await expect(page).toHaveURL(PORTAL);
        expect(received).toContain('code=');
      },
    );
  });
}
