import { expectNoA11yViolations, expectNoA11yViolationsInBothSchemes } from './support/a11y';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { endpointOf } from './support/requests';
import { withoutTenantColours } from './support/tenant-colours';

/**
 * The page follows the system's colour scheme (prefers-color-scheme) unless the tenant's page configuration
 * sets colours; every screen reads (axe, WCAG A and AA) in the light and the dark scheme alike.
 */
test.describe('a tenant without colours of its own, in the light and the dark scheme', () => {
  test.beforeEach(async ({ page }) => {
    await withoutTenantColours(page);
  });

  test('the login page, with its fields refused, and a dialog over it', async ({ page, language, say }) => {
    const form = loginForm(page, language);
    await page.route(
      (url) => endpointOf(url.href) === 'restToken',
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: 'invalid_request', error_description: 'invalid_device_id' },
        }),
    );
    await page.goto('/frontend/login/#/login');
    await expect(form.submit).toBeEnabled();
    await expectNoA11yViolationsInBothSchemes(page, { name: 'login page' });
    await form.submit.click();
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolationsInBothSchemes(page, { name: 'login page, empty fields refused' });
    await form.signIn('demo', 'Demo@123456');
    await expect(page.getByRole('dialog')).toContainText(say('设备校验失败', 'Device check failed'));
    await expectNoA11yViolationsInBothSchemes(page, { name: 'device dialog' });
  });

  test('the password change page with its errors', async ({ page, language, say }) => {
    await page.goto('/frontend/login/#/login');
    await loginForm(page, language).signIn('expiredpwd', 'Expired@123456');
    await expect(page).toHaveURL(/#\/modifyPassword\?type=needModifyPasswordOfPwdExpire$/);
    await page.getByRole('button', { name: say('确认修改', 'Change password') }).click();
    await expect(page.getByText(say('请输入原密码', 'Enter your current password'))).toBeVisible();
    await expectNoA11yViolationsInBothSchemes(page, { name: 'password change page, empty fields refused' });
  });

  test('status pages, and the static fallback page', async ({ page, say }) => {
    for (const [path, zh, en] of [
      ['500', '服务器错误', 'Server error'],
      ['404', '页面不存在', 'Page not found'],
    ]) {
      await page.goto(`/frontend/login/#/${path}`);
      await expect(page.getByRole('heading', { name: say(zh!, en!) })).toBeVisible();
      await expectNoA11yViolationsInBothSchemes(page, { name: `status page /${path}` });
    }
    // Opened directly: how the app comes to open it is boot.spec.ts's concern. It needs no app boot.
    await page.goto('/frontend/login/systemError.html');
    await expect(page.getByRole('heading', { name: say('系统错误', 'System error') })).toBeVisible();
    await expectNoA11yViolationsInBothSchemes(page, { name: 'static system-error page' });
  });
});

test('a tenant whose page configuration sets colours keeps the light page in a dark system', async ({
  page,
  language,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/frontend/login/#/login');
  await expect(loginForm(page, language).submit).toBeEnabled();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // The demo tenant's header is white and its footer light grey, as it configured them.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(241, 243, 245)');
  await expectNoA11yViolations(page, { name: 'login page of a tenant with colours, dark system' });
});
