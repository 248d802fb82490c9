import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { appUrl, expectRoute } from './support/routes';
import { projectUser, secondFactorPage, totpNow } from './support/second-factor';

// SPEC sections 2 and 8, login access: a signed-in user opens a service provider's application from the
// portal; the application's security level asks the user's second factor first, once per session.
const SP = { sp_code: 'demo_sp', application_key: 'demo-sp-app-key-0001' };
const HIGH = { sp_code: 'demo_sp_high', application_key: 'demo-sp-high-app-key-0001' };
const AT_HIGH =
  /\/frontend\/enduser\/\?access_token=[^&]+&sp_code=demo_sp_high&application_key=demo-sp-high-app-key-0001$/;

/** Signs in through the plain provider `demo_sp`, which asks no factor, and lands in the portal it returns to. */
async function signInThroughProvider(page: Page, language: 'zh' | 'en', username: string, password: string) {
  await page.goto(appUrl('signIn', SP));
  await loginForm(page, language).signIn(username, password);
  await expect(page).toHaveURL(/\/frontend\/enduser\/\?access_token=[^&]+&sp_code=demo_sp&/);
}

test(
  'a high-level application asks the second factor first; once passed, the session enters without it; an unknown application is said so, and Back returns to the page before',
  { tag: '@phone' },
  async ({ page, language, say }, testInfo) => {
    // A sign-in, the second factor and three application pages: 27 s once both workers are busy, near the
    // 30 s timeout.
    test.slow();
    await signInThroughProvider(page, language, projectUser('spaccess', testInfo), 'Spaccess@123456');
    // The portal's link to the application opens the login-access page.
    await page.getByRole('link', { name: /Demo Finance/ }).click();
    const factor = secondFactorPage(page, language);
    await expect(factor.code).toBeVisible();
    await expectRoute(page, 'secondFactor', { SP_login: 'true' });
    await factor.code.fill(totpNow());
    await factor.verify.click();
    await expect(page).toHaveURL(AT_HIGH);

    // The same session opens it again: the factor is passed, the application opens at once.
    await page.goto(appUrl('loginAccess', HIGH));
    await expect(page).toHaveURL(AT_HIGH);

    // An unknown application is said so, and Back returns to the page before.
    await page.goto(appUrl('loginAccess', { sp_code: 'nope', application_key: 'nope' }));
    await expect(page.getByRole('alert')).toContainText(say('无法识别的应用', 'Unknown application'));
    await page.getByRole('button', { name: say('返回', 'Back'), exact: true }).click();
    await expect(page).toHaveURL(AT_HIGH);
  },
);
