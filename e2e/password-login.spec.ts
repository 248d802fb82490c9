import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';

test.describe('password login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/frontend/login/#/login');
  });

  test(
    'an end user lands in the end-user portal; the password leaves the browser only SM2-encrypted, with exactly the spec fields',
    { tag: '@phone' },
    async ({ page, language }) => {
      const body = page
        .waitForRequest('**/rest_token')
        .then((r) => r.postDataJSON() as Record<string, unknown>);
      await loginForm(page, language).signIn('  demo  ', 'Demo@123456');
      const sent = await body;
      expect(Object.keys(sent).sort()).toEqual(
        [
          'client_id',
          'grant_type',
          'scope',
          'username',
          'password',
          '_enterprise_id',
          'sm2_code',
          'auto_login',
          'cap_code',
          'cap_text',
          'authCode',
          'deviceId',
          'trace_id',
          'device_id',
        ].sort(),
      );
      expect(sent).toMatchObject({ grant_type: 'password', scope: 'read', username: 'demo' });
      expect(sent.password).toMatch(/^04[0-9a-f]{200,}$/);
      expect(JSON.stringify(sent)).not.toContain('Demo@123456');
      await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess$/);
      await expect(page.getByRole('heading', { name: /终端用户门户|End-user portal/ })).toBeVisible();
      await expect(page.getByText('demo', { exact: false }).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    },
  );

  test('a wrong password shows its message and brings the captcha; a wrong captcha is refused', async ({
    page,
    language,
    say,
  }) => {
    const form = loginForm(page, language);
    const user = freshName('nobody');
    await form.signIn(user, 'Wrong@123456');
    await expect(page.getByRole('alert')).toHaveText(
      say('用户名或密码错误', 'Incorrect username or password'),
    );
    await expect(form.captcha).toBeVisible();
    await expect(page.getByRole('img', { name: say('验证码图片', 'Captcha image') })).toBeVisible();
    await expectNoA11yViolations(page, { name: 'login page with a refusal and the captcha' });
    await form.signIn(user, 'Wrong@123456', 'zzzz');
    await expect(page.getByRole('alert')).toHaveText(say('验证码错误', 'Incorrect captcha'));
    // The refused answer went with its picture: the new one's field is empty, and ready for the answer.
    await expect(form.captcha).toHaveValue('');
    await expect(form.captcha).toBeFocused();
  });
});
