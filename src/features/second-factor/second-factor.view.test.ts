import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { otpAppMachine } from '../../../machines/second-factor/otp-app.machine';
import { secondFactorMachine } from '../../../machines/second-factor/second-factor.machine';
import { failed } from '../../../machines/testing/sample-errors';
import {
  STEP_PAID,
  chainStepSelect,
  sampleSelect as select,
} from '../../../machines/testing/sample-second-factor';
import { COMPOSITE_REFUSALS } from '../../../schemas/composite.schema';
import { SECOND_FACTOR_REFUSALS } from '../../../schemas/refusals';
import type { OtpDetails, SaveResult, SecondFactorSelect } from '../../../schemas/second-factor.schema';
import { messages as common } from '../../locales/en/messages';
import { messages as secondFactor } from '../../locales/en/second-factor';
import { renderMarkup, settled } from '../../testing/render-markup';
import { SecondFactorPanel } from './second-factor.view';

/** A composite chain's second step of three: the authenticator app, alone. */
const chainStep = chainStepSelect('otp', 2);
const details: OtpDetails = { otpAlgorithm: 'SHA1', otpPeriod: 30, otpDigits: 6 };

// The app's panel runs for real, its code accepted; the delays are long enough to look at each screen.
const start = (
  answer: SecondFactorSelect,
  save: () => Promise<SaveResult> = async () => STEP_PAID,
  otpCode: () => Promise<{ authCode: string }> = async () => ({ authCode: 'pass-0123456789abcdef' }),
) =>
  createActor(
    secondFactorMachine.provide({
      actors: {
        secondFactorSelect: fromPromise(async () => answer),
        saveResult: fromPromise(save),
        otpApp: otpAppMachine.provide({
          actors: {
            otpDetails: fromPromise(async () => details),
            otpCode: fromPromise(otpCode),
          },
        }),
      },
      delays: { successRedirect: 60_000, failureReturn: 60_000 },
    }),
    { input: { accessToken: 'tok', serviceProvider: false } },
  ).start();
type Flow = ReturnType<typeof start>;
const render = (flow: Flow) => renderMarkup(SecondFactorPanel, { flow });

/** The app's code typed and accepted: the pass goes to save_result. */
async function passApp(flow: Flow) {
  await waitFor(flow, (s) => s.matches({ method: 'otp' }));
  // The app's details answer at once: its form takes a code after a turn.
  await settled();
  flow.getSnapshot().children.otpApp?.send({ type: 'code.submit', code: '123456' });
}

describe('SecondFactorPanel in a composite chain (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('says which step of the chain this is under the heading, with the step’s method alone', async () => {
    const flow = start(chainStep);
    await waitFor(flow, (s) => s.matches({ method: 'otp' }));
    const html = render(flow);
    expect(html).toMatch(/<h1[^>]*>二次认证<\/h1>.*<p[^>]*>第 2 步，共 3 步<\/p>/);
    // One method: no switch between methods, the app's form at once.
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain('<select');
    expect(html).toContain('动态验证码');
    flow.stop();
  });

  it('says a refused code in an alert and marks the code field invalid', async () => {
    const flow = start(chainStep, undefined, () =>
      Promise.reject(
        failed({ kind: 'response', code: 'InvalidParameter', message: SECOND_FACTOR_REFUSALS.wrongCode }),
      ),
    );
    await passApp(flow);
    await settled();
    const html = render(flow);
    expect(html).toMatch(/role="alert"[^>]*>.*验证失败，验证码错误，请重新输入/s);
    expect(/<input[^>]*name="code"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
  });

  it('says nothing of steps for a plain second factor', async () => {
    const flow = start(select());
    await waitFor(flow, (s) => s.matches({ method: 'otp' }));
    expect(render(flow)).not.toContain('步，共');
    flow.stop();
  });

  it('shows a passed step’s success with its place in the chain', async () => {
    const flow = start(chainStep);
    await passApp(flow);
    await waitFor(flow, (s) => s.matches('stepPassed'));
    const html = render(flow);
    expect(html).toContain('第 2 步，共 3 步');
    expect(html).toMatch(/role="status"[^>]*>.*验证通过.*请继续下一步验证/);
    expect(html).not.toContain('正在继续登录');
    flow.stop();
  });

  it('waits for the server while a chain’s pass is saved, rather than saying the login goes on', async () => {
    const flow = start(chainStep, () => new Promise<SaveResult>(() => {}));
    await passApp(flow);
    await waitFor(flow, (s) => s.matches('saving'));
    const html = render(flow);
    expect(html).toContain('aria-label="正在保存验证结果"');
    expect(html).not.toContain('正在继续登录');
    flow.stop();
  });

  it('words the server’s refusal of the chain, under the chain’s headline', async () => {
    const flow = start(chainStep, () =>
      Promise.reject(
        failed({ kind: 'response', code: 'InvalidParameter', message: COMPOSITE_REFUSALS.stepRefused }),
      ),
    );
    await passApp(flow);
    await waitFor(flow, (s) => s.matches('refused'));
    const html = render(flow);
    expect(html).toMatch(
      /role="alert"[^>]*>.*组合登录认证失败.*多步验证的步骤顺序不正确，本次验证已终止，请重新登录。.*即将返回登录页/,
    );
    flow.stop();
  });
});

describe('SecondFactorPanel in a composite chain (en)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: { ...common, ...secondFactor } }));

  it('says which step of the chain this is', async () => {
    const flow = start(chainStep);
    await waitFor(flow, (s) => s.matches({ method: 'otp' }));
    expect(render(flow)).toMatch(/<h1[^>]*>Two-factor authentication<\/h1>.*<p[^>]*>Step 2 of 3<\/p>/);
    flow.stop();
  });

  it('words an expired chain', async () => {
    const flow = start(chainStep, async () => ({
      saved: true,
      composite: { auth: false, done: false, message: COMPOSITE_REFUSALS.chainInvalid },
    }));
    await passApp(flow);
    await waitFor(flow, (s) => s.matches('refused'));
    const html = render(flow);
    expect(html).toContain('Multi-step sign-in failed');
    expect(html).toContain('This multi-step sign-in has ended or is no longer valid. Please sign in again.');
    flow.stop();
  });
});
