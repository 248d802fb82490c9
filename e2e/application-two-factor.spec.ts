import { expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';

const PURCHASE = 'demo-2fa-purchase-0001';
const request = (state: string, username = 'demo') =>
  `/frontend/login/#/applicationTwoFactor?${new URLSearchParams({
    purchaseId: PURCHASE,
    state,
    username,
    defaultAdapter: 'up',
  })}`;

test('an application second-factor request signs its user in and returns to the application, signed', async ({
  page,
  language,
  say,
}) => {
  const state = freshName('st');
  await page.goto(request(state));
  const form = loginForm(page, language);
  // The page stays on the request's own address, so a reload still carries it.
  await expect(page).toHaveURL(/#\/applicationTwoFactor\?purchaseId=/);
  await expect(page).toHaveTitle(say(/^应用二次认证/, /^Application second factor/));
  await expect(form.username).toHaveValue('demo');
  await expect(form.username).not.toBeEditable();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('IDAASLOGIN'))) ?? '{}')).toEqual({
    type: 'APPLICATION_TWOFACTOR',
    applicationData: { purchaseId: PURCHASE, state, username: 'demo' },
  });
  await form.password.fill('Demo@123456');
  await form.submit.click();
  await expect(
    page.getByText(say('认证成功，正在返回应用…', 'Verified. Returning to the application…')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/demo-app\/two-factor\?/);
  await expect(page.getByRole('status')).toHaveAttribute('data-valid', 'true');
  await expect(page.locator('#state')).toHaveText(state);
});

test('a user the application is not assigned to is refused and returns to login', async ({
  page,
  language,
  say,
}) => {
  await page.goto(request(freshName('st'), 'developer'));
  const form = loginForm(page, language);
  await form.password.fill('Developer@123456');
  await form.submit.click();
  await expect(page.getByRole('dialog')).toContainText(
    say('账户应用未授权', 'This account is not authorized for the application'),
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  // Back to a plain login: the request is forgotten and the name can be typed again.
  await expect(page).toHaveURL(/#\/login$/);
  await expect(loginForm(page, language).username).toBeEditable();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('IDAASLOGIN'))) ?? '{}')).toEqual({
    type: 'IDAAS',
  });
});

test('an incomplete request says so and leaves a plain login', async ({ page, language, say }) => {
  await page.goto('/frontend/login/#/applicationTwoFactor?purchaseId=demo-2fa-purchase-0001');
  await expect(
    page.getByText(
      say(
        '应用二次认证的链接不完整，请回到应用重新发起认证',
        "The application's second-factor link is incomplete. Please start the check again from the application.",
      ),
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(loginForm(page, language).username).toBeEditable();
});
