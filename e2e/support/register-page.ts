import type { Page } from '@playwright/test';
import type { Language } from './fixtures';
import { E2E_CAPTCHA } from './login-page';

/** The registration form as a user sees it, in the project's language; `submit` names its button. */
export function registerForm(
  page: Page,
  language: Language,
  submit: [string, string] = ['注册', 'Register'],
) {
  const say = (zh: string, en: string) => (language === 'en' ? en : zh);
  const form = page.getByRole('form', { name: say('注册账号', 'Create an account') });
  const box = (zh: string, en: string) => form.getByRole('textbox', { name: say(zh, en), exact: true });
  return {
    form,
    username: box('用户名', 'Username'),
    password: box('密码', 'Password'),
    passwordAgain: box('确认密码', 'Confirm password'),
    region: form.getByRole('combobox', { name: say('区号', 'Region') }),
    phone: box('手机号（选填）', 'Mobile (optional)'),
    email: box('邮箱', 'E-mail'),
    captcha: box('验证码', 'Captcha'),
    submit: form.getByRole('button', { name: say(...submit), exact: true }),
    async register(fields: { username: string; password: string; email: string; phone?: string }) {
      await this.username.fill(fields.username);
      await this.password.fill(fields.password);
      await this.passwordAgain.fill(fields.password);
      if (fields.phone) await this.phone.fill(fields.phone);
      await this.email.fill(fields.email);
      await this.captcha.fill(E2E_CAPTCHA);
      await this.submit.click();
    },
  };
}
