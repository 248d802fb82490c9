import { ADAPTERS } from '../schemas/spec-constants';
import { withPageConfig } from './support/boot-answers';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { appUrl } from './support/routes';

// SPEC sections 3 and 4: the login page's tabs are the tenant's login types in the order of its page
// configuration (loginTypeList), shown when showOtherLoginType allows. The demo tenant lists all four; here its
// configuration is served otherwise. What a service provider's application allows: machines/sign-in/initial-adapter.test.ts.

const entry = (key: string, name: string) => ({ key, name });
const PASSWORD = entry(ADAPTERS.password, '密码登录');
const SMS = entry(ADAPTERS.mobilePhoneToken, '短信登录');
const LDAP = entry(ADAPTERS.ldap, 'LDAP 登录');
const QR = entry(ADAPTERS.scanCode, '扫码登录');

test(
  'the tabs follow the order of loginTypeList, and the page opens on the tenant’s default type',
  { tag: '@phone' },
  async ({ page, language, say }) => {
    await withPageConfig(page, (config) => ({ ...config, loginTypeList: [QR, LDAP, SMS, PASSWORD] }));
    await page.goto(appUrl('signIn'));
    const password = loginForm(page, language);
    await expect(password.submit).toBeEnabled();
    await expect(page.getByRole('tab')).toHaveText([
      say('扫码登录', 'QR code'),
      say('LDAP 登录', 'LDAP'),
      say('短信登录', 'SMS code'),
      say('密码登录', 'Password'),
    ]);
    await expect(password.tab).toHaveAttribute('aria-selected', 'true');
  },
);

test('with showOtherLoginType off the page shows its first type alone, without tabs', async ({
  page,
  language,
}) => {
  await withPageConfig(page, (config) => ({ ...config, showOtherLoginType: false }));
  await page.goto(appUrl('signIn'));
  await expect(loginForm(page, language).submit).toBeEnabled();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test.describe('a window too narrow for every tab', () => {
  test.use({ viewport: { width: 340, height: 700 } });

  test('scrolls the row, shades the edge where tabs hide, and brings a tab reached by the keyboard into view', async ({
    page,
    language,
    say,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-zh', 'layout: one project, the narrowest window');
    await page.goto(appUrl('signIn'));
    await expect(loginForm(page, language).submit).toBeEnabled();
    const row = page.getByRole('tablist');
    const overflow = () => row.evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(await overflow()).toBeGreaterThan(0);
    // The shades stay with the row while the card-coloured covers scroll away with the tabs.
    await expect(row).toHaveCSS('background-image', /radial-gradient.*radial-gradient/);
    await expect(row).toHaveCSS('background-attachment', 'local, local, scroll, scroll');
    const last = page.getByRole('tab').last();
    await loginForm(page, language).tab.focus();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(await row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await expect(last).toHaveText(say('证书登录', 'Certificate'));
  });
});
