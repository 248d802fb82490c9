import type { Page } from '@playwright/test';
import { type Language, expect, test } from './support/fixtures';
import { expectInvalidField, expectNoA11yViolations } from './support/a11y';
import { loginForm } from './support/login-page';
import { fillModifyPassword, modifyPasswordField } from './support/modify-password-page';
import { projectUser } from './support/second-factor';

/** Signs in on the login page as the user would; the seed users below must change their password first. */
async function signIn(page: Page, language: Language, username: string, password: string) {
  await page.goto('/frontend/login/#/login');
  await loginForm(page, language).signIn(username, password);
}

const field = modifyPasswordField;
const fillForm = fillModifyPassword;

// None of these change expiredpwd's password, so every project can run them against the one seed user.
test.describe('expired password: the change form', () => {
  test.beforeEach(async ({ page, language }) => {
    await signIn(page, language, 'expiredpwd', 'Expired@123456');
    await expect(page).toHaveURL(/#\/modifyPassword\?type=needModifyPasswordOfPwdExpire$/);
  });

  test('says the password expired and lists the policy, then checks the form before sending it', async ({
    page,
    say,
  }) => {
    await expect(page.getByRole('heading', { name: say('修改密码', 'Change password') })).toBeVisible();
    await expect(
      page.getByText(say('密码已过期，请修改密码', 'Your password has expired. Please change it.')),
    ).toBeVisible();
    // The live checklist of registration and reset: each line is ticked off as the new password is typed.
    const policy = page.getByRole('list', { name: say('密码要求', 'Password requirements') });
    const unmet = say('（未满足）', '(not met)');
    const lines = [
      say('至少 8 个字符', 'At least 8 characters'),
      say('最多 64 个字符', 'At most 64 characters'),
      say('包含大写字母', 'An uppercase letter'),
      say('包含小写字母', 'A lowercase letter'),
      say('包含数字', 'A digit'),
      say('包含特殊字符', 'A special character'),
    ];
    await expect(policy.getByRole('listitem')).toHaveText(lines.map((line) => `·${line}${unmet}`));
    await field(page, say, '新密码', 'New password').fill('abc');
    await expect(
      policy.getByRole('listitem').filter({ hasText: say('包含小写字母', 'A lowercase letter') }),
    ).toContainText(say('（已满足）', '(met)'));
    await expect(
      policy.getByRole('listitem').filter({ hasText: say('包含大写字母', 'An uppercase letter') }),
    ).toContainText(unmet);
    await field(page, say, '新密码', 'New password').fill('');
    await expect(page).toHaveTitle(say(/^修改密码/, /^Change password/));
    await expectNoA11yViolations(page, { name: 'password change page' });

    await page.getByRole('button', { name: say('确认修改', 'Change password') }).click();
    // Each refused field is marked and described by its own message; the focus goes to the first.
    const current = field(page, say, '原密码', 'Current password');
    await expectInvalidField(current, say('请输入原密码', 'Enter your current password'));
    await expectInvalidField(
      field(page, say, '新密码', 'New password'),
      say('请输入新密码', 'Enter a new password'),
    );
    await expectInvalidField(
      field(page, say, '确认新密码', 'Confirm new password'),
      say('请再次输入新密码', 'Enter the new password again'),
    );
    await expect(current).toBeFocused();

    await fillForm(page, say, 'Expired@123456', 'Ab1!', 'Ab1!');
    await expectInvalidField(
      field(page, say, '新密码', 'New password'),
      say('密码长度不能少于 8 位', 'The password must be at least 8 characters long'),
    );
    await expect(field(page, say, '新密码', 'New password')).toBeFocused();

    await fillForm(page, say, 'Expired@123456', 'abcdefgh1!', 'abcdefgh1!');
    await expect(
      page.getByText(
        say(
          '密码必须包含大写字母、小写字母、数字和特殊字符',
          'The password must contain uppercase and lowercase letters, digits and special characters',
        ),
      ),
    ).toBeVisible();

    await fillForm(page, say, 'Expired@123456', 'Renewed#2468', 'Renewed#2469');
    await expect(
      page.getByText(say('两次输入的新密码不一致', 'The new passwords do not match')),
    ).toBeVisible();

    await fillForm(page, say, 'Expired@123456', 'Expired@123456');
    await expect(
      page.getByText(say('新密码不能与原密码相同', 'The new password must differ from the current one')),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/modifyPassword/);
  });

  test('Back stays on the change the session owes; signing out there ends the session at the login page', async ({
    page,
    language,
    say,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-zh', 'behaviour: one project');
    await page.goBack();
    // The app pushes the change again: the token it owes the change to is not left behind on the login page.
    await expect(page).toHaveURL(/#\/modifyPassword\?type=needModifyPasswordOfPwdExpire$/);
    await expect(page.getByRole('heading', { name: say('修改密码', 'Change password') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await page.getByRole('button', { name: say('退出登录', 'Sign out') }).click();
    await expect(page).toHaveURL(/#\/login/);
    await expect(loginForm(page, language).submit).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

// A wrong current password counts as a wrong password of the sign-in (its captcha, its lock): these sign in as
// the project's own copy of expiredpwd (expiredpwd1…4), so no other test meets that captcha.
test.describe('expired password: the server refusals', () => {
  test.beforeEach(async ({ page, language }, testInfo) => {
    await signIn(page, language, projectUser('expiredpwd', testInfo), 'Expired@123456');
    await expect(page).toHaveURL(/#\/modifyPassword\?type=needModifyPasswordOfPwdExpire$/);
  });

  test('shows the server refusals: policy, breached password, and a wrong current password, in the page language', async ({
    page,
    say,
  }, testInfo) => {
    // Contains the username: only the server's policy knows it.
    const username = projectUser('expiredpwd', testInfo);
    await fillForm(page, say, 'Expired@123456', `${username[0]?.toUpperCase()}${username.slice(1)}@2468`);
    await expect(page.getByRole('alert')).toHaveText(
      say('密码不能包含用户名', 'The password must not contain the username'),
    );
    await expectNoA11yViolations(page, { name: 'password change page with a server refusal' });

    await fillForm(page, say, 'Expired@123456', 'P@ssw0rd');
    await expect(page.getByRole('alert')).toHaveText(
      say('密码强度太弱，请更换更复杂的密码', 'The password is too weak. Please choose a more complex one.'),
    );

    await fillForm(page, say, 'Wrong@123456', 'Renewed#2468');
    // The server names the refusal by its code; the page says it in the page's language.
    await expect(page.getByRole('alert')).toHaveText(say('原密码错误', 'The current password is wrong'));
    await expect(page).toHaveURL(/#\/modifyPassword/);
  });
});

test.describe('first login: the change itself', () => {
  // It really changes firstlogin's password, which a server run can do once: one project runs it.
  test('changes the password, shows success, returns to login and signs in with the new one', async ({
    page,
    language,
    say,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-zh', 'changes the seed user for the rest of the server run');
    await signIn(page, language, 'firstlogin', 'First@123456');
    await expect(page).toHaveURL(/#\/modifyPassword\?type=needModifyPasswordOfFirstLogin$/);
    await expect(
      page.getByText(
        say('首次登录需修改密码', 'Please change your password before signing in for the first time.'),
      ),
    ).toBeVisible();

    await fillForm(page, say, 'First@123456', 'Renewed#2468');
    await expect(
      page.getByRole('status').filter({ hasText: say('密码修改成功', 'Password changed') }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // After the 2 s notice (SPEC section 9) the login page is back, and says which password signs in now.
    await expect(page).toHaveURL(/#\/login/, { timeout: 10_000 });
    await expect(
      page.getByRole('status').filter({
        hasText: say('密码已修改，请使用新密码登录', 'Password changed. Sign in with your new password.'),
      }),
    ).toBeVisible();

    await signIn(page, language, 'firstlogin', 'Renewed#2468');
    await expect(page).toHaveURL(/\/frontend\/enduser\//);
  });
});
