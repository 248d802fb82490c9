import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  type AdapterLoginInput,
  adapterLoginMachine,
} from '../../../machines/third-party-login/adapter-login.machine';
import { failed } from '../../../machines/testing/sample-errors';
import type { GrantRoute } from '../../../machines/shared/grant';
import { COMPOSITE_REFUSALS } from '../../../schemas/composite-step.schema';
import type { ThirdPartyStart } from '../../../schemas/third-party-login.schema';
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
  grant: { kind: 'chainStep', code: 'chain-code-1', first: false },
};
/** 人事系统 as a chain's first step, from its own button: the chain is started here. */
const chainStart: AdapterLoginInput = { ...chainStep, grant: { kind: 'chainStart' } };
// generate_trace_id's refusal (chain-step.service.ts chainStepAhead), or generate_auth_code's for a first step.
const refusedWith = async (message: string, input: AdapterLoginInput = chainStep) => {
  const refusal = <T>(): Promise<T> =>
    Promise.reject(failed({ kind: 'response', code: 'InvalidParameter', message }));
  const flow = createActor(
    adapterLoginMachine.provide({
      actors: {
        prepareGrant: fromPromise(() => refusal<GrantRoute>()),
        startAuthorization: fromPromise(() => refusal<ThirdPartyStart>()),
        pageRestored: fromCallback(() => {}),
      },
      actions: { keepLoginContext: () => {}, goToProvider: () => {} },
    }),
    { input },
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
    [COMPOSITE_REFUSALS.tooMany, '多步验证发起过于频繁，请稍后再试', chainStart],
    [COMPOSITE_REFUSALS.unavailable, '该登录方式的验证流程已变更，请刷新页面后重试', chainStart],
  ])('says why (%s), with the way back to the login and no retry', async (message, text, input?) => {
    const html = await refusedWith(message, input);
    expect(html).toContain('多步验证无法继续');
    expect(html).toContain(text);
    expect(html).not.toContain('登录异常');
    expect(html).toMatch(/<button[^>]*>.*返回登录/);
    // No retry button (the text of one refusal says to retry after a refresh).
    const buttons = html.match(/<button[\s\S]*?<\/button>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.filter((button) => button.includes('重试'))).toEqual([]);
  });
});

describe('AdapterLoginPanel, a chain’s plugin step refused (en)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: { ...common, ...thirdParty } }));

  it('says the chain has ended, in English', async () => {
    const html = await refusedWith(COMPOSITE_REFUSALS.stepRefused);
    expect(html).toContain('The multi-step sign-in cannot go on');
    expect(html).toContain('The multi-step sign-in was not waiting for this step, so it has ended.');
  });

  it('says why a chain’s first step could not start it, in English', async () => {
    const tooMany = await refusedWith(COMPOSITE_REFUSALS.tooMany, chainStart);
    expect(tooMany).toContain('Too many sign-ins were started from this network. Please try again later.');
    const changed = await refusedWith(COMPOSITE_REFUSALS.unavailable, chainStart);
    expect(changed).toContain('This sign-in method has changed. Refresh the page and try again.');
  });
});
