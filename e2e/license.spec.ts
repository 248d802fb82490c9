import { LICENSE_PORTS } from '../playwright.config';
import { demoLicenseFile } from '../server/license/demo-licenses';
import { expectNoA11yViolations } from './support/a11y';
import type { Page } from '@playwright/test';
import { type Language, type Say, expect, test } from './support/fixtures';
import { freshName, loginForm } from './support/login-page';
import { registerForm } from './support/register-page';
import { appUrl } from './support/routes';

// The license states of SPEC sections 3, 4 and 8 (issue 16), each on an instance seeded in it
// (SEED_LICENSE_STATE): what an end user and an administrator see. The tests only read the instances.
type State = keyof typeof LICENSE_PORTS;
const at = (state: State, route: Parameters<typeof appUrl>[0] = 'signIn') =>
  `http://localhost:${LICENSE_PORTS[state]}${appUrl(route)}`;
const LICENSE_SETTINGS = /\/frontend\/itmanager\/#\/others\/settings\?secondary=LICENSE$/;
/** The two states in which the service has stopped, and whether the license was a trial. */
const STOPPED = { expired: false, 'trial-expired': true } as const;
type Stopped = keyof typeof STOPPED;

/** On a stopped instance's login page: the stop notice, then an end user's session refused and left nothing. */
async function endUserIsRefused(page: Page, language: Language, say: Say, state: Stopped) {
  await page.goto(at(state));
  const card = page.getByTestId('login-card');
  await expect(card.getByRole('alert')).toContainText(
    STOPPED[state]
      ? say('试用许可证已过期，系统已停止服务', 'The trial license has expired')
      : say('许可证已过期，系统已停止服务', 'The license has expired'),
  );
  await expectNoA11yViolations(page, { name: `login page, license ${state}` });

  await loginForm(page, language).signIn('demo', 'Demo@123456');
  const dialog = page.getByRole('dialog', { name: say('服务不可用', 'Service unavailable') });
  await expect(dialog).toContainText(say('请联系管理员', 'contact your administrator'));
  await dialog.getByRole('button', { name: say('我知道了', 'OK') }).click();
  // Back at the login, signed out: nothing of the refused session is left.
  await expect(loginForm(page, language).username).toBeEditable();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('idaas')])).toEqual([
    null,
    null,
  ]);
}

/** From a stopped instance's login page: an administrator held by the dialog until going to the license settings. */
async function administratorIsHeld(page: Page, language: Language, say: Say, state: Stopped) {
  const trial = STOPPED[state];
  await loginForm(page, language).signIn('admin', 'Admin@123456');
  const dialog = page.getByRole('dialog', {
    name: trial ? say('试用许可证已过期', 'Trial license expired') : say('许可证已过期', 'License expired'),
  });
  await expect(dialog).toContainText(say('请更新许可证', 'Please update the license'));
  // The service has stopped: no way but the update (no close cross, no 我知道了, Escape does nothing).
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, { name: `license ${state} dialog` });

  await dialog.getByRole('button', { name: say('更新许可证', 'Update license') }).click();
  await expect(page).toHaveURL(LICENSE_SETTINGS);
  await expect(page.getByRole('heading', { name: say('许可证', 'License'), exact: true })).toBeVisible();
  await expect(page.locator('#license-details')).toContainText(
    trial ? say('试用许可证已过期', 'Trial expired') : say('许可证已过期', 'Expired'),
  );
}

test("expired: the login page says the service has stopped; an end user's session is refused, an administrator is held by the dialog until going to the license settings", async ({
  page,
  language,
  say,
}) => {
  // Two sign-ins and the console's page: 30 s once both workers are busy, at the 30 s timeout.
  test.slow();
  await endUserIsRefused(page, language, say, 'expired');
  await administratorIsHeld(page, language, say, 'expired');
});

test("trial-expired: the login page says the service has stopped; an end user's session is refused", async ({
  page,
  language,
  say,
}) => {
  await endUserIsRefused(page, language, say, 'trial-expired');
});

test('trial-expired: an administrator is held by the dialog until going to the license settings', async ({
  page,
  language,
  say,
}) => {
  await page.goto(at('trial-expired'));
  await administratorIsHeld(page, language, say, 'trial-expired');
});

test(
  'expiring: an end user goes on to the portal; an administrator is warned once a day',
  { tag: '@phone' },
  async ({ page, language, say }) => {
    await page.goto(at('expiring'));
    await expect(page.getByTestId('login-card').getByRole('alert')).toHaveCount(0);
    await loginForm(page, language).signIn('demo', 'Demo@123456');
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess$/);

    await page.goto(at('expiring', 'logout'));
    await expect(loginForm(page, language).username).toBeEditable();
    await loginForm(page, language).signIn('admin', 'Admin@123456');
    const warning = page.getByRole('dialog', { name: say('许可证即将过期', 'License about to expire') });
    // The end date as SPEC 9 writes dates, and how far off it is (SPEC 9's time-ago units).
    await expect(warning).toContainText(say(/\d{4}-\d{2}-\d{2}（.+）/, /\d{4}-\d{2}-\d{2} \(.+\)/));
    await expectNoA11yViolations(page, { name: 'license expiring dialog' });
    await warning.getByRole('button', { name: say('我知道了', 'OK') }).click();
    await expect(page).toHaveURL(/\/frontend\/itmanager\/#loginSuccess$/);

    // The same day, the same browser: no warning again.
    await page.goto(at('expiring', 'logout'));
    await loginForm(page, language).signIn('admin', 'Admin@123456');
    await expect(page).toHaveURL(/\/frontend\/itmanager\/#loginSuccess$/);

    // Another browser is warned, and its update button leads to the license settings.
    const other = await page.context().browser()!.newPage();
    await other.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await other.goto(at('expiring'));
    await loginForm(other, language).signIn('admin', 'Admin@123456');
    await other
      .getByRole('dialog', { name: say('许可证即将过期', 'License about to expire') })
      .getByRole('button', { name: say('更新许可证', 'Update license') })
      .click();
    await expect(other).toHaveURL(LICENSE_SETTINGS);
    await other.close();
  },
);

test('limited: a registration is refused with the quota dialog; an administrator is told, goes on, and the console’s license settings take a new license file and show its state', async ({
  page,
  language,
  say,
}) => {
  // A registration, two sign-ins and the console's page: 42 s once both workers are busy.
  test.slow();
  await page.goto(at('limited', 'register'));
  const username = freshName('quota');
  await registerForm(page, language).register({
    username,
    password: 'Register@2026x',
    email: `${username}@example.com`,
  });
  const refusal = page.getByRole('dialog', { name: say('用户数超出许可证限额', 'User quota exceeded') });
  await expect(refusal).toContainText(say('无法添加更多用户', 'No more users can be added'));
  await refusal.getByRole('button', { name: say('我知道了', 'OK') }).click();

  // An administrator is told, then goes on.
  await page.goto(at('limited'));
  await loginForm(page, language).signIn('admin', 'Admin@123456');
  const quota = page.getByRole('dialog', { name: say('用户数超出许可证限额', 'User quota exceeded') });
  await expect(quota).toBeVisible();
  await expectNoA11yViolations(page, { name: 'license quota dialog' });
  await quota.getByRole('button', { name: say('我知道了', 'OK') }).click();
  await expect(page).toHaveURL(/\/frontend\/itmanager\/#loginSuccess$/);

  // Told again at the next sign-in, the administrator goes to the license settings instead.
  await page.goto(at('limited', 'logout'));
  await loginForm(page, language).signIn('admin', 'Admin@123456');
  await quota.getByRole('button', { name: say('更新许可证', 'Update license') }).click();
  await expect(page).toHaveURL(LICENSE_SETTINGS);
  // A file that is not a license is refused; a new one (of the same state: the other tests read this instance)
  // is installed.
  await page.locator('#license-file').setInputFiles({
    name: 'forged.lic',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ payload: 'e30', signature: 'AAAA' })),
  });
  await page.locator('#license-install').click();
  await expect(page.locator('#license-result')).toContainText(
    say('许可证文件无效', 'not a valid license file'),
  );
  await page.locator('#license-file').setInputFiles({
    name: 'new.lic',
    mimeType: 'application/json',
    buffer: Buffer.from(demoLicenseFile('limited', new Date())),
  });
  await page.locator('#license-install').click();
  await expect(page.locator('#license-result')).toContainText(
    say('新的许可证已安装', 'The new license is installed'),
  );
  await expect(page.locator('#license-details')).toContainText(
    say('用户数超出许可证配额', 'More users than the license allows'),
  );
});
