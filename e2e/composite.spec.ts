import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { projectUser, smsCodeFor, secondFactorPage, totpNow } from './support/second-factor';
import { smsLoginForm } from './support/sms-login-page';
import { PORTAL } from './support/third-party-page';

// Composite (chained) authentication (issue 15) against the instance seeded with the demo chains
// (server/seed/demo-composite.ts): the password is followed by a texted code; the texted code by the demo
// plugin's person (人事系统, a process of its own) and the authenticator app; 人事系统（自动）'s person by the
// authenticator app. Each project has its own people (`chaina`N…`chaine`N, each with a phone of its own), so
// parallel runs never share a code's countdown.
test.use({ baseURL: `http://localhost:${PORTS.composite}` });

const PLUGIN_PAGE = /127\.0\.0\.1:\d+\/login\?/;
const phoneOf = (user: string) => {
  const n = user.slice(-1);
  const base = { chaina: '139001401', chainb: '139001402', chainc: '139001403', chaind: '139001404' };
  return `${base[user.slice(0, -1) as keyof typeof base]}0${n}`;
};
const storedChain = (page: Page) => page.evaluate(() => sessionStorage.getItem('compositeData'));

/** The chain's page as the user sees it: its heading, which step of how many, whom it is for. */
function chainPage(page: Page, say: (zh: string, en: string) => string | RegExp) {
  return {
    heading: page.getByRole('heading', { name: say('多步验证', 'Multi-step sign-in') }),
    progress: (step: number, steps: number) =>
      page.getByText(say(`第 ${step} 步，共 ${steps} 步`, `Step ${step} of ${steps}`), { exact: true }),
    restart: page.getByRole('button', { name: say('放弃验证，重新登录', 'Cancel and sign in again') }),
  };
}

/** Texts a code to `phone` from the SMS form on show, and signs in with it. */
async function smsStep(page: Page, language: 'zh' | 'en', phone: string) {
  const sms = smsLoginForm(page, language);
  await sms.sendTo(phone, E2E_CAPTCHA);
  await expect(sms.countdown).toBeVisible();
  await sms.code.fill(await smsCodeFor(page, phone));
  await sms.submit.click();
}

/** At the demo plugin's login page, signs in as its person `username`. */
async function signInAtPlugin(page: Page, username: string) {
  await expect(page).toHaveURL(PLUGIN_PAGE);
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/密码|Password/).fill('Hr@123456');
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
}

/** The chain's factor step on `/second/auth`: the demo key's authenticator code. */
async function authenticatorStep(page: Page, language: 'zh' | 'en') {
  const factor = secondFactorPage(page, language);
  await factor.code.fill(totpNow());
  await factor.verify.click();
}

test(
  'the password, then a texted code, a reload between: the portal',
  { tag: '@phone' },
  async ({ page, language, say }, testInfo) => {
    const user = projectUser('chaina', testInfo);
    const chain = chainPage(page, say);
    await page.goto(appUrl('signIn'));
    await loginForm(page, language).signIn(user, 'Chaina@123456');

    await expect(page).toHaveURL(/#\/compositeLogin$/);
    await expect(chain.heading).toBeVisible();
    await expect(chain.progress(2, 2)).toBeVisible();
    await expect(page.getByText(new RegExp(`（${user}）|\\(${user}\\)`))).toBeVisible();
    // The chain's code is the tab's: kept in session storage, never in the address bar or a token.
    const stored = await storedChain(page);
    expect(stored).toContain('"nextAuth"');
    const code = (JSON.parse(stored ?? '{}') as { code?: string }).code ?? '';
    expect(code).not.toBe('');
    expect(page.url()).not.toContain(code);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoA11yViolations(page, { name: 'composite sms step' });

    // A reload reads the stored chain and shows the same step.
    await page.reload();
    await expect(chain.progress(2, 2)).toBeVisible();
    await smsStep(page, language, phoneOf(user));

    await expect(page).toHaveURL(PORTAL);
    expect(await storedChain(page)).toBeNull();
  },
);

test('a texted code, the plugin’s person, then the authenticator app: three steps, a reload and a third party', async ({
  page,
  language,
  say,
}, testInfo) => {
  // Three steps, one of them a round trip through the plugin: more than one sign-in's time.
  test.slow();
  const user = projectUser('chainb', testInfo);
  const chain = chainPage(page, say);
  await page.goto(appUrl('signIn'));
  const sms = smsLoginForm(page, language);
  await sms.tab.click();
  await smsStep(page, language, phoneOf(user));

  await expect(chain.progress(2, 3)).toBeVisible();
  const leave = page.getByRole('button', { name: say('前往 人事系统', 'Continue to 人事系统') });
  await expect(leave).toBeVisible();
  await expectNoA11yViolations(page, { name: 'composite plugin step' });
  await page.reload();
  await leave.click();

  await signInAtPlugin(page, `chainhr${user.slice(-1)}`);

  // Back from the plugin, the chain's token owes its factor step: the authenticator app's code.
  await expect(page).toHaveURL(/#\/second\/auth/);
  await expect(page.getByText(say('第 3 步，共 3 步', 'Step 3 of 3'), { exact: true })).toBeVisible();
  await page.reload();
  await authenticatorStep(page, language);

  await expect(page).toHaveURL(PORTAL);
  expect(await storedChain(page)).toBeNull();
});
