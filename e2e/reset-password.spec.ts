import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { type Language, expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { resetCodeFor, resetPage } from './support/reset-page';
import { appUrl, expectRoute } from './support/routes';
import { projectUser } from './support/second-factor';

// SPEC sections 3, 4, 5 and 8, the forgotten-password reset. Every project has its own copies of the reset
// users (resetmail1…4 and so on), so parallel projects never share a user's codes, countdown or password.
const NEW_PASSWORD = 'Renewed@2026x';
const emailOf = (username: string) => `${username}@demo.example.com`;

async function openFromLogin(page: Page, language: Language) {
  await page.goto(appUrl('signIn'));
  await page.getByRole('link', { name: language === 'en' ? 'Forgot password?' : '忘记密码？' }).click();
  await expectRoute(page, 'resetPassword');
  return resetPage(page, language);
}

async function signInWith(page: Page, language: Language, username: string, password: string) {
  const login = loginForm(page, language);
  await expect(login.username).toBeEditable();
  await login.signIn(username, password);
  await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
}

const user = (base: string, testInfo: TestInfo) => projectUser(base, testInfo);

test(
  'by e-mail: the code from the mail, a breached password refused, then the new password signs in',
  { tag: '@phone' },
  async ({ page, language, say }, testInfo) => {
    const username = user('resetmail', testInfo);
    const reset = await openFromLogin(page, language);
    await expect(reset.heading).toBeVisible();
    await expectNoA11yViolations(page, { name: 'reset account step' });
    await reset.enterAccount(username);

    await expect(reset.step(2)).toBeVisible();
    await expect(page.getByText(/^r\*+@demo\.example\.com$/)).toBeVisible();
    await reset.choose('email');
    const sent = page.getByRole('status').filter({ hasText: say('分钟内有效', 'minutes') });
    await expect(sent).toBeVisible();
    const code = await resetCodeFor(page, emailOf(username));
    // A reload goes on at this step, the code sent and its countdown running: no code is asked again.
    await page.reload();
    await expect(reset.step(3)).toBeVisible();
    await expect(sent).toBeVisible();
    await expect(
      page.getByRole('button', { name: say(/^重新发送（\d+ 秒）$/, /^Resend \(\d+ s\)$/) }),
    ).toBeDisabled();
    await expect(reset.alert).toBeHidden();
    await reset.code('email').fill(code);
    await reset.next.click();

    await expect(reset.step(4)).toBeVisible();
    // The breached-password range knows this one (k-anonymity: only a hash prefix is asked).
    await reset.setPassword('Password@123');
    await expect(reset.newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText(say('密码强度太弱', 'too weak'))).toBeVisible();
    await reset.setPassword(NEW_PASSWORD);
    await expect(page.getByRole('status')).toContainText(say('密码已重置', 'Your password has been reset'));
    await reset.backToLogin.click();
    await expectRoute(page, 'signIn');
    await signInWith(page, language, username, NEW_PASSWORD);
  },
);

test('by secret questions: a wrong answer refused, the right ones (any case) accepted', async ({
  page,
  language,
  say,
}, testInfo) => {
  const username = user('resetquestion', testInfo);
  const reset = await openFromLogin(page, language);
  await reset.enterAccount(username);
  await reset.choose('question');
  const school = main(page).getByRole('textbox', { name: /primary school/ });
  const city = main(page).getByRole('textbox', { name: /Favourite city/ });
  await school.fill('Moonlight');
  await city.fill('Hangzhou');
  await reset.next.click();
  await expect(reset.alert).toHaveText(
    say('密保校验失败，请重试。', 'The answers to the security questions are wrong. Please try again.'),
  );
  await school.fill('  sunshine ');
  await city.fill('HANGZHOU');
  await reset.next.click();
  await reset.setPassword(NEW_PASSWORD);
  await expect(page.getByRole('status')).toContainText(say('密码已重置', 'Your password has been reset'));
  await reset.backToLogin.click();
  await signInWith(page, language, username, NEW_PASSWORD);
});

const main = (page: Page) => page.getByRole('main');
