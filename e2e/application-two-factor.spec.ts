import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { projectUser, totpNow } from './support/second-factor';

const PURCHASE = 'demo-2fa-purchase-0001';
const request = (state: string, username = 'demo') =>
  `/frontend/login/#/applicationTwoFactor?${new URLSearchParams({
    purchaseId: PURCHASE,
    state,
    username,
    defaultAdapter: 'up',
  })}`;

test(
  'an application second-factor request signs its user in and returns to the application, signed',
  { tag: '@phone' },
  async ({ page, language, say }) => {
    const state = freshName('st');
    await page.goto(request(state));
    const form = loginForm(page, language);
    // The page stays on the request's own address, so a reload still carries it.
    await expect(page).toHaveURL(/#\/applicationTwoFactor\?purchaseId=/);
    await expect(page).toHaveTitle(say(/^应用二次认证/, /^Application second factor/));
    // The user the application names is said, not offered as a field.
    await expect(
      page.getByText(
        say('应用要求再次验证 demo 的身份，请输入密码。', 'The application asks to verify demo again.'),
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(form.username).toHaveCount(0);
    await expectNoA11yViolations(page, { name: 'application second-factor login page' });
    // The request is kept in storage only once a token is obtained: a login never finished leaves nothing.
    expect(await page.evaluate(() => localStorage.getItem('IDAASLOGIN'))).toBeNull();
    await form.password.fill('Demo@123456');
    await form.submit.click();
    await expect(
      page.getByText(say('认证成功，正在返回应用…', 'Verified. Returning to the application…')),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/demo-app\/two-factor\?/);
    await expect(page.getByRole('status')).toHaveAttribute('data-valid', 'true');
    await expect(page.locator('#state')).toHaveText(state);
  },
);

/** The demo application that checks its users by a one-time code of their authenticator app. */
const CODE_APPLICATION = 'demo-2fa-purchase-0002';

test('an application that checks by one-time code: a wrong code is refused, the right one returns, signed', async ({
  page,
  say,
}, testInfo) => {
  const username = projectUser('appotp', testInfo);
  const state = freshName('code');
  await page.goto(
    appUrl('applicationTwoFactor', { purchaseId: CODE_APPLICATION, state, username, defaultAdapter: 'up' }),
  );
  const code = page.getByRole('textbox', { name: say('动态口令', 'One-time code') });
  const verify = page.getByRole('button', { name: say('验证', 'Verify'), exact: true });
  // No password is asked: the application names the user, whose app proves it.
  await expect(code).toBeFocused();
  await expect(page.getByText(username)).toBeVisible();
  await expect(page.getByLabel(say('密码', 'Password'), { exact: true })).toHaveCount(0);
  const right = totpNow();
  await code.fill(right === '000000' ? '111111' : '000000');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText(
    say('验证失败，动态口令错误，请重新输入', 'Verification failed: the code is wrong. Try again.'),
  );
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  const sent = page.waitForRequest((r) => r.url().includes('/plugin_application_2factor/otpcode'));
  await code.fill(totpNow());
  await verify.click();
  await sent;
  await expect(page).toHaveURL(/\/demo-app\/two-factor\?/);
  await expect(page.getByRole('status')).toHaveAttribute('data-valid', 'true');
  await expect(page.locator('#state')).toHaveText(state);
  await expect(page.getByText('plugin_application_2factor')).toBeVisible();
});

test('a code request that came through the adapter (defaultAdapter=otp) is checked there', async ({
  page,
  say,
}, testInfo) => {
  const username = projectUser('appotp', testInfo);
  const state = freshName('adapter');
  await page.goto(
    appUrl('applicationTwoFactor', { purchaseId: CODE_APPLICATION, state, username, defaultAdapter: 'otp' }),
  );
  const code = page.getByRole('textbox', { name: say('动态口令', 'One-time code') });
  await expect(code).toBeFocused();
  // A malformed code is refused on the page; nothing is sent.
  await code.fill('12ab');
  await code.press('Enter');
  await expect(page.getByText(say('动态口令为 6 到 8 位数字', 'The code is 6 to 8 digits'))).toBeVisible();
  // The server answers through the adapter's door (a wrong code, so the other test's code stays unspent).
  const sent = page.waitForRequest((r) => r.url().includes('/adapter/inside/otpCode'));
  await code.fill(totpNow() === '000000' ? '111111' : '000000');
  await code.press('Enter');
  await sent;
  await expect(page.getByRole('alert')).toHaveText(
    say('验证失败，动态口令错误，请重新输入', 'Verification failed: the code is wrong. Try again.'),
  );
});
