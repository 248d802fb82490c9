import type { Page, TestInfo } from '@playwright/test';
import { EMBEDDED_KINDS, REDIRECT_KINDS } from '../schemas/third-party-sources';
import { withPageConfig } from './support/boot-answers';
import { expectNoA11yViolations } from './support/a11y';
import { type Language, expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { projectUser } from './support/second-factor';
import {
  PORTAL,
  PROVIDER_ORIGIN,
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

// oidc_code_adapter signs in at the same provider pages as oidc_code: what differs is the server's (its
// callback, server/features/third-party-login/third-party-login.test.ts).
for (const kind of REDIRECT_KINDS.filter((k) => k !== 'oidc_code_adapter')) {
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
// frames the provider's own QR page; a phone keeps the link. WeCom's panel takes WeChat's path (the same
// sandbox and top navigation); its answer is the server's (third-party-embedded.test.ts).

/** Opens the login with the embedded sources as tabs, and the tab of `kind`, whose frame shows its QR page. */
async function openFramedQrPage(
  page: Page,
  kind: (typeof EMBEDDED_KINDS)[number],
  language: Language,
  say: (zh: string, en: string) => string | RegExp,
) {
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
  const framed = providerFrame(page, kind, language);
  await expect(framed.element).toHaveAttribute('src', PROVIDER_ORIGIN);
  // WeChat's and WeCom's pages send this window back with no click in the frame (the simulators' by script);
  // DingTalk's answers by message, and its frame may not navigate this window.
  await expect(framed.element).toHaveAttribute(
    'sandbox',
    kind === 'ddtalk' ? /^(?!.*allow-top-navigation)/ : /allow-top-navigation(\s|$)/,
  );
  await expect(framed.element).toHaveAttribute('referrerpolicy', 'no-referrer');
  // The row of other sources no longer repeats a source that is a tab.
  await expect(sourceButton(page, kind, language)).toHaveCount(0);
  return framed;
}

test('wechat: its tab frames the provider’s QR page; authorising in the frame signs in to the portal', async ({
  page,
  language,
  isMobile,
  say,
}) => {
  test.skip(isMobile, 'a phone cannot scan its own screen: it keeps the link (below)');
  const { frame } = await openFramedQrPage(page, 'wechat', language, say);
  await frame.getByRole('button', { name: 'Authorise as 张伟' }).click();
  await expect(page).toHaveURL(PORTAL);
});

test('ddtalk: its tab frames the provider’s QR page; declining in the frame says so in the panel, a refresh frames a fresh QR page, and authorising in it signs in to the portal', async ({
  page,
  language,
  isMobile,
  say,
}) => {
  test.skip(isMobile, 'a phone keeps the link');
  const { element, frame } = await openFramedQrPage(page, 'ddtalk', language, say);
  const first = await element.getAttribute('src');
  await frame.getByRole('button', { name: '拒绝 / Decline' }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(say('钉钉登录未完成', 'DingTalk sign-in did not go through'));
  await expect(notice).toContainText(say('已拒绝授权或授权失败', 'It was declined or failed.'));
  await expect(element).toHaveCount(0);
  await page.getByRole('button', { name: say('刷新二维码', 'Refresh QR code') }).click();
  await expect(element).toHaveAttribute('src', PROVIDER_ORIGIN);
  expect(await element.getAttribute('src')).not.toBe(first);
  await frame.getByRole('button', { name: 'Authorise as 张伟' }).click();
  await expect(page).toHaveURL(PORTAL);
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
