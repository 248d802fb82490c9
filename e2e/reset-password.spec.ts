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
    await expect(page.getByRole('status').filter({ hasText: say('分钟内有效', 'minutes') })).toBeVisible();
    await reset.code('email').fill(await resetCodeFor(page, emailOf(username)));
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

test('a wrong code, a code a newer one replaced, a tampered sToken and a spent code are each refused', async ({
  page,
  language,
  say,
}, testInfo) => {
  // A new code waits out the 60 s resend countdown, as the user would.
  test.setTimeout(150_000);
  const username = user('resetcode', testInfo);
  const address = emailOf(username);
  const spent = say('验证码已失效，请重新获取', 'This code has expired. Please ask for a new one.');
  const reset = await openFromLogin(page, language);
  await reset.enterAccount(username);
  await reset.choose('email');
  await expect(page.getByRole('status').filter({ hasText: say('分钟内有效', 'minutes') })).toBeVisible();
  const first = await resetCodeFor(page, address);

  await reset.code('email').fill(first === '000000' ? '111111' : '000000');
  await reset.next.click();
  await expect(reset.alert).toHaveText(say('验证码错误，请重新输入', 'Wrong code. Please try again.'));

  await expect(reset.resend).toBeEnabled({ timeout: 75_000 });
  await reset.resend.click();
  await expect.poll(() => resetCodeFor(page, address)).not.toBe(first);
  const second = await resetCodeFor(page, address);
  await reset.code('email').fill(first);
  await reset.next.click();
  await expect(reset.alert).toHaveText(spent);

  // SPEC 5: an answer whose sToken does not open to the code sent (a byte of it altered) is not trusted:
  // the reset starts again and says why.
  await page.route('**/forgot_password/verify_code', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { sToken?: string } };
    const sToken = body.data.sToken ?? '';
    body.data.sToken = `${sToken.startsWith('A') ? 'B' : 'A'}${sToken.slice(1)}`;
    await route.fulfill({ response: answer, json: body });
  });
  await reset.code('email').fill(second);
  await reset.next.click();
  await expect(reset.step(1)).toBeVisible();
  await expect(reset.alert).toHaveText(
    say(
      'Stoken校验失败，请求不安全，请重试。',
      'The answer could not be verified (sToken), so it is not safe to go on. Ask for a new code and try again.',
    ),
  );
  await page.unroute('**/forgot_password/verify_code');

  // The server passed that code once: in a new reset it is spent. A new one waits for the countdown.
  await expect(reset.captchaImage).toBeVisible();
  await reset.enterAccount(username);
  await reset.choose('email');
  await expect(reset.alert).toHaveText(
    say(
      '验证码发送过于频繁，请稍后再试',
      'A code was sent less than a minute ago. Wait for the countdown, then ask again.',
    ),
  );
  await reset.code('email').fill(second);
  await reset.next.click();
  await expect(reset.alert).toHaveText(spent);
});

const main = (page: Page) => page.getByRole('main');
