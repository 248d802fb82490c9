import type { Page } from '@playwright/test';
import type { Language } from './fixtures';

/**
 * The password form as a user sees it, in the project's language; with `directory`, the LDAP tab's form, the
 * same fields sent to the tenant's directory.
 */
export function loginForm(page: Page, language: Language, directory = false) {
  const say = (zh: string, en: string) => (language === 'en' ? en : zh);
  const name = directory ? say('LDAP 登录', 'LDAP') : say('密码登录', 'Password');
  const form = page.getByRole('form', { name, exact: true });
  return {
    form,
    tab: page.getByRole('tab', { name, exact: true }),
    username: form.getByRole('textbox', { name: say('用户名', 'Username'), exact: true }),
    password: form.getByRole('textbox', { name: say('密码', 'Password'), exact: true }),
    captcha: form.getByRole('textbox', { name: say('验证码', 'Captcha'), exact: true }),
    submit: form.getByRole('button', { name: say('登录', 'Sign in') }),
    /** Shown once the tenant's captcha-show answered that it offers auto-login (the demo tenant does). */
    autoLogin: form.getByRole('checkbox', { name: say('自动登录', 'Keep me signed in') }),
    async signIn(username: string, password: string, captcha?: string) {
      await this.username.fill(username);
      await this.password.fill(password);
      if (captcha !== undefined) await this.captcha.fill(captcha);
      await this.submit.click();
    },
  };
}

/** The e2e server draws every captcha with this text (env CAPTCHA_TEXT), so a test can type it. */
export const E2E_CAPTCHA = 'e2e7';

/** A user name no other test uses, so lock counters of parallel tests never meet. */
export const freshName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
