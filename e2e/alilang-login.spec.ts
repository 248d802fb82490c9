import { agentAbsent, alilangPanel, withAlilangType } from './support/alilang-login-page';
import { withPageConfig } from './support/boot-answers';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { PORTAL } from './support/third-party-page';

// Alilang sign-in (issue 14, SPEC 7 getUemTokenParams_): the reference UEM agent (a web server of
// playwright.config.ts, demo person 张伟, linked to `demo`) vouches for the person; the real server checks its
// token. The demo tenant offers the source to computers only, a tab where the tenant lists it.

test.describe('on a computer', () => {
  test.skip(({ isMobile }) => isMobile, 'the demo tenant offers Alilang to computers only');

  test.beforeEach(async ({ page }) => {
    // The page the test serves itself (withPageConfig) counts as a public one, whose calls to this machine's
    // agent Chromium's local-network access asks about; the user allows it once (the panel says so).
    await page.context().grantPermissions(['local-network-access']);
    await withPageConfig(page, withAlilangType);
    await page.goto(appUrl('signIn'));
  });

  test('no agent: the panel says to install or start Alilang; once it answers, another try signs in to the portal as the account linked to 张伟', async ({
    page,
    language,
    say,
  }) => {
    await agentAbsent(page);
    const alilang = alilangPanel(page, language);
    await alilang.tab.click();
    await expect(
      page.getByText(
        say('使用本机已登录的阿里郎客户端确认身份', 'Confirm who you are with the Alilang client'),
      ),
    ).toBeVisible();
    await alilang.start.click();
    const message = page.getByRole('alert');
    await expect(message).toContainText(say('未检测到阿里郎', 'Alilang not found'));
    await expect(message.getByRole('link', { name: say('安装说明', 'How to install') })).toHaveAttribute(
      'href',
      '/frontend/agents/',
    );
    await page.unrouteAll();
    await alilang.retry.click();
    await expect(page).toHaveURL(PORTAL);
  });
});

test(
  'a phone has no Alilang tab: its agent runs on managed computers only',
  { tag: '@phone' },
  async ({ page, language, isMobile }) => {
    test.skip(!isMobile, 'a computer has the tab (above)');
    await withPageConfig(page, withAlilangType);
    await page.goto(appUrl('signIn'));
    // The password alone is left: no tabs at all.
    await expect(loginForm(page, language).username).toBeVisible();
    await expect(alilangPanel(page, language).tab).toHaveCount(0);
  },
);
