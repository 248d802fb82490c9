import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  type AdapterLoginInput,
  adapterLoginMachine,
} from '../../../machines/third-party-login/adapter-login.machine';
import { failed } from '../../../machines/testing/sample-errors';
import { COMPOSITE_REFUSALS } from '../../../schemas/composite-step.schema';
import { messages as common } from '../../locales/en/messages';
import { messages as thirdParty } from '../../locales/en/third-party-login';
import { renderMarkup } from '../../testing/render-markup';
import { AdapterLoginPanel } from './adapter-login.view';

/** 人事系统 as a composite chain's step, opened from `/compositeLogin` with the chain's code. */
const chainStep: AdapterLoginInput = {
  kind: 'plugin',
  clientId: 'c1',
  enterpriseId: 'e1',
  loginContext: { type: 'IDAAS' },
  pluginId: 'plugin_hr_demo',
  sourceName: '人事系统',
  chainCode: 'chain-code-1',
};
// generate_trace_id's refusal, as the server sends it (chain-step.service.ts chainStepAhead).
const refusedWith = async (message: string) => {
  const flow = createActor(
    adapterLoginMachine.provide({
      actors: {
        startAuthorization: fromPromise(() =>
          Promise.reject(failed({ kind: 'response', code: 'InvalidParameter', message })),
        ),
        pageRestored: fromCallback(() => {}),
      },
      actions: { keepLoginContext: () => {}, goToProvider: () => {} },
    }),
    { input: chainStep },
  ).start();
  await waitFor(flow, (s) => s.matches('refused'));
  return renderMarkup(AdapterLoginPanel, { flow });
};

describe('AdapterLoginPanel, a chain’s plugin step refused (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it.each([
    [COMPOSITE_REFUSALS.stepRefused, '多步验证当前不在等待这一步，本次验证已终止，请重新登录。'],
    [COMPOSITE_REFUSALS.chainInvalid, '这次多步验证已结束或已失效，请重新登录。'],
    [COMPOSITE_REFUSALS.required, '该登录方式需要多步验证，本页面无法单独发起，请返回登录页重新登录。'],
  ])('says why (%s), with the way back to the login and no retry', async (message, text) => {
    const html = await refusedWith(message);
    expect(html).toContain('多步验证无法继续');
    expect(html).toContain(text);
    expect(html).not.toContain('登录异常');
    expect(html).toMatch(/<button[^>]*>.*返回登录/);
    expect(html).not.toContain('重试');
  });
});

describe('AdapterLoginPanel, a chain’s plugin step refused (en)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: { ...common, ...thirdParty } }));

  it('says the chain has ended, in English', async () => {
    const html = await refusedWith(COMPOSITE_REFUSALS.stepRefused);
    expect(html).toContain('The multi-step sign-in cannot go on');
    expect(html).toContain('The multi-step sign-in was not waiting for this step, so it has ended.');
  });
});
