import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup, settled } from '../../testing/render-markup';
import { createActor, fromPromise } from 'xstate';
import type { DeviceAgentMode } from '../../../schemas/device-agent.schema';
import { AGENT_INSTALL_PATH } from '../../../schemas/local-agents';
import { failed } from '../../../machines/testing/sample-errors';
import type { CaptchaShow } from '../../../schemas/password-login.schema';
import { passwordLoginMachine } from '../../../machines/password-login/password-login.machine';
import { PLAIN_GRANT } from '../../../machines/shared/grant';
import type { GrantResult } from '../../../machines/shared/grant.schema';
import type { LoginContext } from '../../../schemas/login-context.schema';
import { PasswordForm } from './password-form.view';

const start = (
  showCaptcha: boolean,
  deviceAgent: DeviceAgentMode = 'off',
  grant: () => Promise<GrantResult> = () => new Promise<GrantResult>(() => {}),
  presetUsername: string | null = null,
  loginContext: LoginContext = { type: 'IDAAS' },
) =>
  createActor(
    passwordLoginMachine.provide({
      actors: {
        // No device helper answers: the script failed, or the local-network permission was denied.
        readDeviceId: fromPromise(() => Promise.reject(new Error('device agent absent'))),
        encryptPassword: fromPromise(async () => ({ password: '04c', sm2_code: 'challenge' })),
        restToken: fromPromise(grant),
        captchaShow: fromPromise(async (): Promise<CaptchaShow> => ({
          showCaptcha,
          enableTAC: false,
          autoLogin: true,
          lockTime: 15,
          deviceAgent,
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
        presetUsername,
        mobile: false,
        loginContext,
        grant: PLAIN_GRANT,
      },
    },
  ).start();
const render = (flow: ReturnType<typeof start>) => renderMarkup(PasswordForm, { flow }, { mantine: false });
const input = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('PasswordForm (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('names the user an application asks to verify again as text, the name sent with the form', async () => {
    const application = { purchaseId: 'p1', state: 's1', username: 'developer' };
    const flow = start(false, 'off', undefined, 'developer', {
      type: 'APPLICATION_TWOFACTOR',
      applicationData: application,
    });
    await settled();
    const html = render(flow);
    expect(html).toMatch(/应用要求再次验证 <span[^>]*>developer<\/span> 的身份，请输入密码。/);
    expect(input(html, 'username')).toMatch(
      /type="hidden"[^>]*value="developer"|value="developer"[^>]*type="hidden"/,
    );
    expect(html).not.toContain('用户名');
  });

  it('shows a chain step’s user in the field, read-only', async () => {
    const flow = start(false, 'off', undefined, 'demo');
    await settled();
    const field = input(render(flow), 'username');
    expect(field).toContain('value="demo"');
    expect(field).toMatch(/readOnly=""|readonly/);
  });

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

  it("says the server's refusal above the form as an alert, the fields left valid", async () => {
    const flow = start(false, 'off', () =>
      Promise.reject(failed({ kind: 'http', status: 400, errorDescription: 'disabled' })),
    );
    await settled();
    flow.send({
      type: 'form.submit',
      username: 'disabled',
      password: 'pw',
      captchaText: '',
      autoLogin: false,
    });
    await settled();
    const html = render(flow);
    const alert = /<div[^>]*role="alert"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(alert).toContain('账户已被禁用，请联系管理员');
    expect(input(html, 'username')).not.toContain('aria-invalid="true"');
  });

  it('says an account awaiting approval as information, not as an error', async () => {
    const flow = start(false, 'off', () =>
      Promise.reject(
        failed({ kind: 'http', status: 400, errorDescription: 'invalid_user_register_approve' }),
      ),
    );
    await settled();
    flow.send({
      type: 'form.submit',
      username: 'newcomer',
      password: 'pw',
      captchaText: '',
      autoLogin: false,
    });
    await settled();
    const html = render(flow);
    expect(html).toMatch(/<div[^>]*data-color="blue"[^>]*role="status"[^>]*>.*账户正在等待管理员审批/);
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

  it('a tenant collecting device ids signs in without the helper, and the form says so with its download link', async () => {
    const flow = start(false, 'collect');
    await settled();
    expect(render(flow)).not.toContain('role="status"');
    flow.send({ type: 'form.submit', username: 'demo', password: 'pw', captchaText: '', autoLogin: false });
    await settled();
    expect(flow.getSnapshot().value).toBe('requesting');
    const status = /<div[^>]*role="status"[^>]*>.*?<\/div><\/div>/.exec(render(flow))?.[0] ?? '';
    expect(status).toContain('未检测到设备信息助手，已继续登录。请');
    expect(status).toContain(
      `<a href="${AGENT_INSTALL_PATH}" target="_blank" rel="noopener noreferrer">下载安装设备助手</a>`,
    );
  });
});
