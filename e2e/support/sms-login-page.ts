import type { Page } from '@playwright/test';
import type { Language } from './fixtures';

/** The login page's SMS code tab and form as a user sees them, in the project's language. */
export function smsLoginForm(page: Page, language: Language) {
  const say = <T>(zh: T, en: T) => (language === 'en' ? en : zh);
  const form = page.getByRole('form', { name: say('短信登录', 'SMS code') });
  return {
    tab: page.getByRole('tab', { name: say('短信登录', 'SMS code') }),
    passwordTab: page.getByRole('tab', { name: say('密码登录', 'Password') }),
    form,
    region: form.getByRole('combobox', { name: say('区号', 'Region') }),
    phone: form.getByRole('textbox', { name: say('手机号', 'Mobile number'), exact: true }),
    captcha: form.getByRole('textbox', { name: say('图形验证码', 'Captcha'), exact: true }),
    code: form.getByRole('textbox', { name: say('短信验证码', 'SMS code'), exact: true }),
    send: form.getByRole('button', { name: say('获取验证码', 'Send code') }),
    countdown: form.getByRole('button', { name: say(/\d+ 秒后重发/, /Resend in \d+ s/) }),
    sent: form.getByRole('status'),
    submit: form.getByRole('button', { name: say('登录', 'Sign in'), exact: true }),
    /** Asks for a code to `phone`, answering the captcha. */
    async sendTo(phone: string, captcha: string) {
      await this.phone.fill(phone);
      await this.captcha.fill(captcha);
      await this.send.click();
    },
  };
}
