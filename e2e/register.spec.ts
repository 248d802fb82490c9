import { PORTS } from '../playwright.config';
import { expectInvalidField } from './support/a11y';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, freshName, loginForm } from './support/login-page';
import { approveRegistration } from './support/registrations';
import { registerForm } from './support/register-page';
import { appUrl, expectRoute } from './support/routes';

// SPEC sections 3, 4, 5 and 8, registration: the demo tenant takes registrations with an administrator's
// approval; the server on PORTS.skipForceLogin is seeded to take them without.
const PASSWORD = 'Register@2026x';
const newcomer = () => {
  const username = freshName('reg');
  return { username, password: PASSWORD, email: `${username}@example.com` };
};

test('a registration that needs approval waits; its sign-in is refused until an administrator approves it', async ({
  page,
  language,
  say,
}) => {
  // A registration, the 4 s before the login comes back, two sign-ins and an approval: 19 s on an idle
  // 2-core machine, past the 30 s timeout once both workers are busy.
  test.slow();
  await page.goto(appUrl('signIn'));
  await page.getByRole('link', { name: say('注册账号', 'Create one') }).click();
  await expectRoute(page, 'register');
  const account = newcomer();
  await registerForm(page, language).register(account);
  await expect(page.getByRole('status')).toContainText(say('注册申请已提交', 'Registration submitted'));
  await expect(page.getByRole('status')).toContainText(say('审批状态：已提交', 'Approval status: Submitted'));
  // After 4 s the login page comes back (SPEC section 9).
  const login = loginForm(page, language);
  await expect(login.username).toBeEditable();
  await expectRoute(page, 'signIn');

  await login.signIn(account.username, account.password);
  await expect(
    login.form.getByText(say(/等待管理员审批/, /waiting for administrator approval/i)),
  ).toBeVisible();

  await approveRegistration(account.username);
  await page.reload();
  await login.signIn(account.username, account.password);
  await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
});

test(
  'a registration without approval signs the new account in and lands in the portal',
  { tag: '@phone' },
  async ({ page, language, say }) => {
    await page.goto(`http://localhost:${PORTS.skipForceLogin}${appUrl('register')}`);
    const account = newcomer();
    await registerForm(page, language).register({ ...account, phone: '' });
    await expect(page.getByRole('status')).toContainText(say('注册成功', 'Registered'));
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
  },
);

test('the form checks its fields as the tenant’s policies say, and ticks the password policy off while typing; a breached password, a taken name and a wrong captcha are refused at their fields; fixing one goes on', async ({
  page,
  language,
  say,
}) => {
  // Two refusals by the server, then a registration: 29 s once both workers are busy, near the 30 s timeout.
  test.slow();
  await page.goto(appUrl('register'));
  const form = registerForm(page, language);
  await expect(form.username).toBeEditable();
  const policy = page.getByRole('list', { name: say('密码要求', 'Password requirements') });
  await expect(policy.getByText(say('（已满足）', '(met)'))).toHaveCount(0);
  await form.password.fill('abc');
  await expect(
    policy.getByRole('listitem').filter({ hasText: say('包含小写字母', 'lowercase') }),
  ).toContainText(say('（已满足）', '(met)'));

  await form.username.fill('a b');
  await form.password.fill('short');
  await form.passwordAgain.fill('other');
  await form.phone.fill('12345');
  await form.email.fill('nobody@');
  await form.submit.click();
  await expectInvalidField(form.username, say(/用户名只能包含/, /Usernames may contain only/));
  await expectInvalidField(form.password, say('密码长度不能少于 8 位', /at least 8/));
  await expectInvalidField(form.passwordAgain, say('两次输入的密码不一致', 'The two passwords do not match'));
  await expectInvalidField(form.phone, say('手机号格式不正确', 'Enter a valid mobile number'));
  await expectInvalidField(form.email, say('邮箱格式不正确', 'Enter a valid e-mail address'));
  await expect(form.username).toBeFocused();
  // The phone is optional: the registrations below leave it empty.
  await form.phone.fill('');

  // In the breach list, though it meets the policy: refused before anything is sent to register.
  await form.register({ username: freshName('reg'), password: 'Password@123', email: 'b@example.com' });
  await expectInvalidField(form.password, say('密码强度太弱，请更换更复杂的密码', /too weak/i));

  const account = newcomer();
  await form.register({ ...account, username: 'demo' });
  await expectInvalidField(form.username, say(/用户名已存在/, /This username is already taken/));
  // The refusal spent the captcha: a new picture, and its field emptied for the new answer.
  await expect(form.captcha).toHaveValue('');

  await form.captcha.fill('nope');
  await form.submit.click();
  await expectInvalidField(form.captcha, say('验证码错误，请重新输入', 'Wrong captcha. Try again.'));
  await expect(form.captcha).toBeFocused();

  // Only the name and the new captcha change; the passwords and e-mail typed before are sent again.
  await form.username.fill(account.username);
  await form.captcha.fill(E2E_CAPTCHA);
  await form.submit.click();
  await expect(page.getByRole('status')).toContainText(say('注册申请已提交', 'Registration submitted'));
});
