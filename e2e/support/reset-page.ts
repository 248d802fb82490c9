import type { Page } from '@playwright/test';
import type { Language } from './fixtures';
import { E2E_CAPTCHA } from './login-page';

/** The newest code the development outbox holds for `recipient` (an e-mail address or a phone number). */
export async function resetCodeFor(page: Page, recipient: string): Promise<string> {
  const answer = await page.request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/** The forgotten-password reset as a user sees it, step by step, in the project's language. */
export function resetPage(page: Page, language: Language) {
  const say = (zh: string, en: string) => (language === 'en' ? en : zh);
  const main = page.getByRole('main');
  const box = (zh: string, en: string) => main.getByRole('textbox', { name: say(zh, en), exact: true });
  const next = main.getByRole('button', { name: say('下一步', 'Next'), exact: true });
  return {
    heading: page.getByRole('heading', { name: say('找回密码', 'Reset password') }),
    step: (n: number) => main.getByText(new RegExp(say(`^第 ${n} 步`, `^Step ${n} of`))),
    account: box('账号', 'Account'),
    captcha: box('验证码', 'Captcha'),
    code: (way: 'email' | 'phone') =>
      way === 'email' ? box('邮箱验证码', 'Code by e-mail') : box('短信验证码', 'SMS code'),
    resend: main.getByRole('button', { name: say('重新发送验证码', 'Resend code') }),
    newPassword: box('新密码', 'New password'),
    confirmPassword: box('确认新密码', 'Confirm new password'),
    /** The captcha's picture: a new one comes after each refusal. */
    captchaImage: main.getByRole('img', { name: say('验证码图片', 'Captcha image') }),
    resetButton: main.getByRole('button', { name: say('重置密码', 'Reset password') }),
    backToLogin: main.getByRole('button', { name: say('返回登录', 'Back to sign in') }),
    next,
    alert: main.getByRole('alert'),
    async enterAccount(account: string) {
      await this.account.fill(account);
      await this.captcha.fill(E2E_CAPTCHA);
      await next.click();
    },
    async choose(way: 'email' | 'phone' | 'question') {
      const names = {
        email: say('邮箱验证码', 'Code by e-mail'),
        phone: say('短信验证码', 'SMS code'),
        question: say('回答密保问题', 'Answer security questions'),
      };
      await main.getByRole('radio', { name: new RegExp(names[way]) }).check();
      await next.click();
    },
    async setPassword(password: string, again = password) {
      await this.newPassword.fill(password);
      await this.confirmPassword.fill(again);
      await this.resetButton.click();
    },
  };
}
