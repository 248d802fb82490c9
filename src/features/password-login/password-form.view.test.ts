import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup, settled } from '../../testing/render-markup';
import { createActor, fromPromise } from 'xstate';
import type { CaptchaShow } from '../../../schemas/password-login.schema';
import { passwordLoginMachine } from '../../../machines/password-login/password-login.machine';
import { PasswordForm } from './password-form.view';

const start = (showCaptcha: boolean) =>
  createActor(
    passwordLoginMachine.provide({
      actors: {
        captchaShow: fromPromise(async (): Promise<CaptchaShow> => ({
          showCaptcha,
          enableTAC: false,
          autoLogin: true,
          lockTime: 15,
          deviceAgent: 'off',
        })),
        captcha: fromPromise(async () => ({ code: 'c', captcha: 'data:image/svg+xml;base64,AA==' })),
      },
    }),
    {
      input: {
        enterpriseAuthId: 'system_password_adapter',
        sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
        clientId: 'c',
        enterpriseId: 'demo',
        presetUsername: null,
        mobile: false,
      },
    },
  ).start();
const render = (flow: ReturnType<typeof start>) => renderMarkup(PasswordForm, { flow }, { mantine: false });
const input = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('PasswordForm (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('marks every empty field invalid, each described by its own message, with no message above the form', async () => {
    const flow = start(true);
    await settled();
    flow.send({ type: 'form.submit', username: ' ', password: '', captchaText: '', autoLogin: false });
    const html = render(flow);
    for (const [name, message] of [
      ['username', '请输入用户名'],
      ['password', '请输入密码'],
      ['captcha', '请输入验证码'],
    ] as const) {
      const field = input(html, name);
      expect(field).toContain('aria-invalid="true"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(field)?.[1] ?? '(none)';
      expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>${message}<`));
    }
    expect(html).not.toContain('role="alert"');
  });

  it('keeps the eye button in the tab order, named', async () => {
    const flow = start(false);
    await settled();
    const eye = /<button[^>]*aria-label="显示或隐藏密码"[^>]*>/.exec(render(flow))?.[0] ?? '';
    expect(eye).toContain('type="button"');
    expect(eye).not.toContain('tabindex');
    expect(eye).toContain('aria-pressed="false"');
  });
});
