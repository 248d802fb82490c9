import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup, settled } from '../../testing/render-markup';
import { createActor, fromPromise } from 'xstate';
import { registerMachine } from '../../../machines/register/register.machine';
import { samplePolicies as policies } from '../../../machines/testing/sample-policies';
import { RegisterPanel } from './register.view';

const captcha = { code: 'c1', captcha: 'data:image/svg+xml;base64,AA' };
const start = () => {
  const machine = registerMachine.provide({
    actors: {
      loadSetup: fromPromise(async () => ({ ...policies, captcha })),
      // Never settles: the form stays busy for the test to look at.
      checkBreached: fromPromise(() => new Promise<boolean>(() => {})),
    },
  });
  return createActor(machine, {
    input: { enterpriseId: 'demo', clientId: 'c' },
  }).start();
};
const render = (flow: ReturnType<typeof start>) => renderMarkup(RegisterPanel, { flow });
const form = {
  username: 'a b',
  password: 'short',
  passwordAgain: 'other',
  phoneRegion: '86',
  phoneNumber: '12345',
  email: 'nobody@',
  captcha: '',
};

describe('RegisterPanel (zh)', () => {
  // Chinese is the source language: with no catalog loaded, every text shows as written in the code.
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('shows the username policy, the password policy, the phone regions and the captcha', async () => {
    const flow = start();
    expect(render(flow)).toContain('正在加载注册表单');
    await settled();
    const html = render(flow);
    expect(html).toContain('至少 2 位，可包含大写字母、小写字母、数字、中划线 -、下划线 _、点 .、@');
    for (const line of ['至少 8 个字符', '包含大写字母', '包含特殊字符']) expect(html).toContain(line);
    expect(html).toMatch(/<option value="86"[^>]*>\+86 中国大陆<\/option>/);
    expect(html).toContain(`src="${captcha.captcha}"`);
    expect(html).toContain('href="#/login"');
  });

  it('marks each refused field invalid and describes it by its own message', async () => {
    const flow = start();
    await settled();
    flow.send({ type: 'form.submit', ...form });
    const html = render(flow);
    for (const [name, message] of [
      ['username', '用户名只能包含大写字母、小写字母、数字、中划线 -、下划线 _、点 .、@'],
      ['password', '密码长度不能少于 8 位'],
      ['passwordAgain', '两次输入的密码不一致'],
      ['phoneNumber', '手机号格式不正确'],
      ['email', '邮箱格式不正确'],
      ['captcha', '请输入验证码'],
    ] as const) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain('aria-invalid="true"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '(none)';
      expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>${message}<`));
    }
    // The error replaces the username hint rather than repeating it.
    expect(html).not.toContain('至少 2 位，可包含');
  });

  it('disables the submit button while the registration is under way', async () => {
    const flow = start();
    await settled();
    flow.send({
      type: 'form.submit',
      ...form,
      username: 'newcomer',
      password: 'Welcome@2026',
      passwordAgain: 'Welcome@2026',
      phoneNumber: '',
      email: 'newcomer@example.com',
      captcha: 'ab12',
    });
    expect(render(flow)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
