import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resetAccountMachine } from '../../../machines/reset-password/reset-account.machine';
import { resetCodeMachine } from '../../../machines/reset-password/reset-code.machine';
import { resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import type { VerifiedUser } from '../../../schemas/reset-password.schema';
import { RESET_PASSWORD_REFUSALS } from '../../../schemas/refusals';
import type { STokenCheck } from '../../../schemas/rules/s-token.rule';
import { failed } from '../../../machines/testing/sample-errors';
import { renderMarkup, settled } from '../../testing/render-markup';
import { ResetPasswordPanel } from './reset-password.view';

const captcha = { code: 'c1', captcha: 'data:image/svg+xml;base64,AA' };
const user: VerifiedUser = {
  resetToken: 'reset-token-0123456789abcdef',
  username: 'resetphone',
  methods: [
    { type: 'email', masked: 'r***@demo.example.com' },
    { type: 'question', masked: null },
  ],
};
const start = (
  sTokenCheck: STokenCheck = 'mismatch',
  verify: () => Promise<{ check: STokenCheck; resetToken: string }> = async () => ({
    check: sTokenCheck,
    resetToken: 'proved-token-0123456789',
  }),
) => {
  const machine = resetPasswordMachine.provide({
    actors: {
      resetAccount: resetAccountMachine.provide({
        actors: {
          drawCaptcha: fromPromise(async () => captcha),
          verifyUser: fromPromise(async () => user),
        },
      }),
      resetCode: resetCodeMachine.provide({
        actors: {
          obtainCode: fromPromise(async () => ({ resendAfter: 0, validMinutes: 10 })),
          verifyCode: fromPromise(verify),
        },
      }),
    },
  });
  return createActor(machine, {
    input: { enterpriseId: 'demo' },
  }).start();
};
const render = (flow: ReturnType<typeof start>) => renderMarkup(ResetPasswordPanel, { flow });
/** Step 1 answered for resetphone: the reset goes on to its ways. */
async function submitAccount(flow: ReturnType<typeof start>) {
  flow.getSnapshot().children.resetAccount?.send({
    type: 'account.submit',
    username: 'resetphone',
    phoneRegion: '86',
    captcha: 'ab12',
  });
  await settled();
}
/** Steps 1 and 2 answered: the code step, its code sent by e-mail. */
async function toCodeStep(flow: ReturnType<typeof start>) {
  await submitAccount(flow);
  flow.send({ type: 'method.choose', method: 'email' });
  await settled();
}

describe('ResetPasswordPanel (zh)', () => {
  // Chinese is the source language: with no catalog loaded, every text shows as written in the code.
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('opens on step 1 of 5 with the account, its region, the captcha and the way back', async () => {
    const flow = start();
    await settled();
    const html = render(flow);
    expect(html).toContain('第 1 步（共 5 步）：填写账号');
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(/<option value="86"[^>]*>\+86 中国大陆<\/option>/);
    expect(html).toContain(`src="${captcha.captcha}"`);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>返回登录<\/button>/);
  });

  it('offers the account’s ways, each with where its code goes, the first chosen', async () => {
    const flow = start();
    await settled();
    await submitAccount(flow);
    const html = render(flow);
    expect(html).toContain('第 2 步（共 5 步）：选择验证方式');
    expect(html).toContain('resetphone');
    const email = /<input[^>]*value="email"[^>]*>/.exec(html)?.[0] ?? '';
    expect(email).toContain('type="radio"');
    expect(email).toContain('checked=""');
    expect(html).toContain('r***@demo.example.com');
    expect(html).toContain('回答密保问题');
    expect(html).not.toContain('短信验证码');
  });

  it.each([
    ['wrongCode', '验证码错误，请重新输入'],
    ['expiredCode', '验证码已失效，请重新获取'],
  ] as const)(
    'says a code refused as %s above the form, the code field marked invalid',
    async (refusal, text) => {
      const flow = start('ok', () =>
        Promise.reject(
          failed({ kind: 'response', code: 'InvalidParameter', message: RESET_PASSWORD_REFUSALS[refusal] }),
        ),
      );
      await settled();
      await toCodeStep(flow);
      flow.getSnapshot().children.resetCode?.send({ type: 'code.submit', code: '123456' });
      await settled();
      const html = render(flow);
      expect(html).toContain('第 3 步（共 5 步）：身份验证');
      const alert = /<div[^>]*role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
      expect(alert).toContain(text);
      expect(/<input[^>]*name="code"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
    },
  );

  it('SPEC 5: an sToken that does not open to the code starts the reset again, saying why in the spec’s words', async () => {
    const flow = start('mismatch');
    await settled();
    await toCodeStep(flow);
    expect(render(flow)).toContain('验证码已发送至 r***@demo.example.com，10 分钟内有效。');
    flow.getSnapshot().children.resetCode?.send({ type: 'code.submit', code: '123456' });
    await settled();
    const html = render(flow);
    expect(html).toContain('第 1 步（共 5 步）：填写账号');
    expect(html).toMatch(/role="alert"[^>]*>.*Stoken校验失败，请求不安全，请重试。/s);
  });
});
