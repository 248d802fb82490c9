import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';

// Where a login lands (SPEC section 2) and what it leaves the portal (SPEC section 3, `idaas`).

test('the login URL’s otherParams reach the portal with the token, in loginParams and in idaas', async ({
  page,
  language,
}) => {
  const otherParams = 'from=mail&campaign=spring';
  await page.goto(`/frontend/login/#/login?${new URLSearchParams({ otherParams })}`);
  await loginForm(page, language).signIn('demo', 'Demo@123456');
  await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess\?loginParams=[^&]+$/);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const expected = { access_token: token, otherParams };
  const query = new URL(page.url()).hash.split('?')[1];
  expect(JSON.parse(new URLSearchParams(query).get('loginParams') ?? '')).toEqual(expected);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('idaas'))) ?? '')).toEqual(expected);
});
