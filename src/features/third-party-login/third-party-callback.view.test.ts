import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ThirdPartyCallbackInput,
  thirdPartyCallbackMachine,
} from '../../../machines/third-party-login/third-party-callback.machine';
import { failed } from '../../../machines/testing/sample-errors';
import type { ThirdPartyCallbackResult } from '../../../schemas/third-party-login.schema';
import { renderMarkup } from '../../testing/render-markup';
import { ThirdPartyCallbackPanel } from './third-party-callback.view';

const answer: ThirdPartyCallbackInput = {
  kind: 'ddtalk',
  code: 'c',
  state: 's',
  iss: null,
  providerError: null,
  clientId: 'c1',
  enterpriseId: 'e1',
};
const start = (input: ThirdPartyCallbackInput, submit: () => Promise<ThirdPartyCallbackResult>) =>
  createActor(thirdPartyCallbackMachine.provide({ actors: { submitCallback: fromPromise(submit) } }), {
    input,
  }).start();
const render = (flow: ReturnType<typeof start>) => renderMarkup(ThirdPartyCallbackPanel, { flow });
const never = () => new Promise<never>(() => {});

describe('ThirdPartyCallbackPanel (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('names the provider and says the sign-in is being completed', () => {
    const html = render(start(answer, never));
    expect(html).toContain('使用钉钉登录');
    expect(html).toMatch(/role="status"[^>]*aria-label="正在完成钉钉登录"/);
  });

  it('says the user declined at the provider, with the way back and no retry', () => {
    const html = render(start({ ...answer, code: null, providerError: 'access_denied' }, never));
    expect(html).toContain('未完成钉钉授权');
    expect(html).toMatch(/<button[^>]*>.*返回登录/);
    expect(html).not.toContain('重试');
  });

  it('says a page without the answer (a reload) cannot complete the sign-in', () => {
    expect(render(start({ ...answer, code: null }, never))).toContain('登录未完成');
  });

  it('words the server refusal', async () => {
    const flow = start(answer, () =>
      Promise.reject(
        failed({ kind: 'response', code: 'InvalidParameter', message: 'thirdParty.stateInvalid' }),
      ),
    );
    await waitFor(flow, (s) => s.matches('refused'));
    const html = render(flow);
    expect(html).toContain('钉钉登录失败');
    expect(html).toContain('登录请求已失效或不是从本浏览器发起的，请重新登录');
  });
});
