import { LICENSE_PORTS } from '../playwright.config';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';

// SPEC sections 1 and 2, the free edition: a tenant on it offers the password alone; the other login types'
// controls open the edition prompt instead of acting. The instance whose license ends soon is on it.
const FREE = `http://localhost:${LICENSE_PORTS.expiring}/frontend/login/#/login`;

test(
  'a paid login type’s tab and another source open the edition prompt; the page stays, and the password signs in',
  { tag: '@phone' },
  async ({ page, language, say }) => {
    await page.goto(FREE);
    const password = loginForm(page, language);
    await expect(password.username).toBeEditable();
    await page.getByRole('tab', { name: say('短信登录', 'SMS code'), exact: true }).click();

    const prompt = page.getByRole('dialog', {
      name: say('该功能需要升级版本', 'This feature needs an upgrade'),
    });
    for (const edition of [say('免费版', 'Free'), say('标准版', 'Standard'), say('专属版', 'Exclusive')])
      await expect(prompt.getByText(edition, { exact: true })).toBeVisible();
    await expect(
      prompt.getByRole('listitem').filter({ hasText: say('当前版本', 'Current edition') }),
    ).toContainText(say('免费版', 'Free'));
    await expect(prompt).toContainText(say('请联系管理员升级版本', 'contact your administrator to upgrade'));

    await prompt.getByRole('button', { name: say('取消', 'Cancel') }).click();
    await expect(prompt).toBeHidden();
    await expect(password.tab).toHaveAttribute('aria-selected', 'true');
    await expect(password.username).toBeEditable();
    // Another source opens the prompt too, and the page stays.
    await page.getByRole('link', { name: say('钉钉', 'DingTalk'), exact: true }).click();
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/#\/login$/);
    // The password still signs in.
    await password.signIn('demo', 'Demo@123456');
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess$/);
  },
);
