import { expectInvalidField, expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { E2E_CAPTCHA, loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { projectPhone, smsCodeFor } from './support/second-factor';
import { smsLoginForm } from './support/sms-login-page';

// SPEC sections 3, 4, 7 and 8: the SMS code login, a tab of the demo tenant's login page, which asks for a
// captcha with every code. Every test and project texts its own copy of a user (smslogin1…4 at
// 13800138031…34, smsrefused1…4 at 13800138041…44), so parallel tests never share a countdown or a lock.

test(
  'the number, the captcha and the code are each refused at their field; a texted code signs in to the portal, and what was typed in the other tab stays',
  { tag: '@phone' },
  async ({ page, language, say }, testInfo) => {
    const phone = projectPhone(testInfo, '13800138030');
    await page.goto(appUrl('signIn'));
    const password = loginForm(page, language);
    await password.username.fill('someone');
    const sms = smsLoginForm(page, language);
    await sms.tab.click();
    await expect(sms.tab).toHaveAttribute('aria-selected', 'true');
    await expect(sms.region).toHaveValue('86');

    await sms.send.click();
    await expectInvalidField(sms.phone, say('请输入手机号', 'Enter your mobile number'));
    await expect(sms.phone).toBeFocused();
    await sms.sendTo('1380013', E2E_CAPTCHA);
    await expectInvalidField(sms.phone, say('请输入正确的手机号', 'Enter a valid mobile number'));
    // SPEC 8: a number no account has is said so.
    await sms.sendTo('13900000000', E2E_CAPTCHA);
    await expectInvalidField(sms.phone, say('该手机号不存在', 'Your phone number does not exist'));
    await sms.sendTo(phone, 'nope');
    await expectInvalidField(sms.captcha, say('验证码错误，请重新输入', 'Wrong captcha. Try again.'));
    await expect(sms.captcha).toBeFocused();

    await sms.sendTo(phone, E2E_CAPTCHA);
    await expect(sms.sent).toContainText(say('验证码已发送，5 分钟内有效', 'valid for 5 minutes'));
    // SPEC 9: another code only after the 60 s countdown.
    await expect(sms.countdown).toBeDisabled();
    // The send spent the captcha: its field is empty for the next picture.
    await expect(sms.captcha).toHaveValue('');

    await sms.passwordTab.click();
    await expect(password.username).toHaveValue('someone');
    await sms.tab.click();
    await expect(sms.phone).toHaveValue(phone);

    const right = await smsCodeFor(page, phone);
    await sms.code.fill(right === '000000' ? '111111' : '000000');
    await sms.submit.click();
    await expectInvalidField(sms.code, say('验证码错误，请重新输入', 'Wrong code. Please try again.'));
    await expect(sms.code).toHaveValue('');
    await expect(sms.code).toBeFocused();
    await expectNoA11yViolations(page, { name: 'sms login: refused fields' });

    await sms.code.fill(right);
    await sms.submit.click();
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
  },
);
