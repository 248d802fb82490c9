import { i18n } from '@lingui/core';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bindMachine } from '../../../machines/bind/bind.machine';
import { NOT_KEPT, keptBinding, queriedBinding } from '../../../machines/bind/bind.schema';
import { failed } from '../../../machines/testing/sample-errors';
import type { BindingAnswer } from '../../../schemas/third-party-login.schema';
import { messages as common } from '../../locales/en/messages';
import { messages as bind } from '../../locales/en/bind';
import { renderMarkup } from '../../testing/render-markup';
import { BindPanel, type BindForm, type BindRegisterForm } from './bind.view';

const login = {
  enterpriseAuthId: 'system_wechat_adapter',
  sm2Key: null,
  clientId: 'c1',
  enterpriseId: 'e1',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' as const },
};
// The password form is another feature's: a marker stands in, so the page is seen to place it.
const PasswordForm: BindForm = () => createElement('form', { 'aria-label': 'password form' });
const RegisterForm: BindRegisterForm = ({ submitLabel, footer }) =>
  createElement('form', { 'aria-label': 'register form' }, submitLabel, footer);
const start = (query: () => Promise<BindingAnswer>, allowRegister = true) =>
  createActor(
    bindMachine.provide({
      actors: {
        waitingBinding: fromPromise(async () =>
          queriedBinding({ kind: 'wechat', uuid: 'u1' }, await query()),
        ),
      },
    }),
    { input: { source: { kind: 'wechat', uuid: 'u1' }, login, allowRegister, opensOn: 'signIn' } },
  ).start();
/** A plugin's person, the code this tab kept for the trace (or none), opening on `opensOn`. */
const startPerson = (kept: boolean, opensOn: 'signIn' | 'register' = 'signIn') =>
  createActor(
    bindMachine.provide({
      actors: {
        waitingBinding: fromPromise(async () => {
          if (!kept) throw new Error(NOT_KEPT);
          return keptBinding('trace-1', 'code-1');
        }),
      },
    }),
    {
      input: {
        source: { kind: 'plugin', traceId: 'trace-1' },
        login: { ...login, enterpriseAuthId: 'plugin' },
        allowRegister: true,
        opensOn,
      },
    },
  ).start();
const render = (flow: ReturnType<typeof start>) =>
  renderMarkup(BindPanel, { flow, PasswordForm, RegisterForm });
const pending = async () => ({ loginIdp: 'wechat' as const, displayName: '李娜', expiresAt: 0 });

describe('BindPanel (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('names the waiting account and its provider, above the password form and a way out', async () => {
    const flow = start(pending);
    await waitFor(flow, (s) => s.matches('signingIn'));
    const html = render(flow);
    expect(html).toContain('绑定已有账号');
    expect(html).toMatch(/你的微信账号 <strong>李娜<\/strong> 还没有绑定本系统账号/);
    expect(html).toContain('aria-label="password form"');
    expect(html).toMatch(/<button[^>]*>不绑定，返回登录/);
    expect(html).toMatch(/还没有账号？<button[^>]*>注册新账号并绑定/);
  });

  it('offers no registration where the tenant takes none', async () => {
    const flow = start(pending, false);
    await waitFor(flow, (s) => s.matches('signingIn'));
    expect(render(flow)).not.toContain('注册新账号并绑定');
  });

  it('registering, names the account the new one is linked to, with its own button and a way back', async () => {
    const flow = start(pending);
    await waitFor(flow, (s) => s.matches('signingIn'));
    flow.send({ type: 'bind.register' });
    const html = render(flow);
    expect(html).toContain('注册并绑定</h1>');
    expect(html).toMatch(/它将与你的微信账号 <strong>李娜<\/strong> 绑定/);
    expect(html).toMatch(/aria-label="register form">注册并绑定/);
    expect(html).toMatch(/已有账号？<button[^>]*>登录并绑定/);
    expect(html).not.toContain('password form');
  });

  it('names the source the server says waits (loginIdp)', async () => {
    const flow = start(async () => ({ loginIdp: 'wechatenterprise', displayName: '李娜', expiresAt: 0 }));
    await waitFor(flow, (s) => s.matches('signingIn'));
    expect(render(flow)).toMatch(/你的企业微信账号 <strong>李娜<\/strong> 还没有绑定/);
  });

  it('says a binding that is no longer valid cannot be made, without the form', async () => {
    const flow = start(() =>
      Promise.reject(
        failed({ kind: 'response', code: 'InvalidParameter', message: 'thirdParty.bindingInvalid' }),
      ),
    );
    await waitFor(flow, (s) => s.matches('invalid'));
    const html = render(flow);
    expect(html).toContain('绑定已失效，请重新通过第三方账号登录');
    expect(html).toMatch(/role="status"[^>]*>3 秒后自动返回登录页/);
    expect(html).toMatch(/<button[^>]*>.*返回登录/);
    expect(html).not.toContain('password form');
  });
});

describe('BindPanel (zh), WeCom', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('says why a linked account the query found may not sign in', async () => {
    const flow = start(() =>
      Promise.reject(
        failed({ kind: 'response', code: 'InvalidParameter', message: 'thirdParty.accountPending' }),
      ),
    );
    await waitFor(flow, (s) => s.matches('invalid'));
    expect(render(flow)).toContain('绑定的账号正在等待管理员审核');
  });
});

describe("BindPanel (zh), a plugin's person", () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('says the account of an external system waits, above the password form', async () => {
    const flow = startPerson(true);
    await waitFor(flow, (s) => s.matches('signingIn'));
    const html = render(flow);
    expect(html).toContain('绑定已有账号');
    expect(html).toContain('你在外部系统的账号还没有绑定本系统账号');
    expect(html).toContain('aria-label="password form"');
    expect(html).toMatch(/还没有账号？<button[^>]*>注册新账号并绑定/);
  });

  it('opens on the registration at /pluginAdapterRegister', async () => {
    const flow = startPerson(true, 'register');
    await waitFor(flow, (s) => s.matches('registering'));
    const html = render(flow);
    expect(html).toContain('注册并绑定</h1>');
    expect(html).toContain('它将与你在外部系统的账号绑定');
    expect(html).toMatch(/已有账号？<button[^>]*>登录并绑定/);
  });

  it('says a trace this tab does not wait to bind cannot be bound', async () => {
    const flow = startPerson(false);
    await waitFor(flow, (s) => s.matches('invalid'));
    const html = render(flow);
    expect(html).toContain('绑定已失效或不是在本页面发起的，请重新通过外部系统登录');
    expect(html).toMatch(/role="status"[^>]*>3 秒后自动返回登录页/);
  });
});

describe('BindPanel (en)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: { ...common, ...bind } }));

  it('says when the login comes back by itself', async () => {
    const flow = start(() =>
      Promise.reject(
        failed({ kind: 'response', code: 'InvalidParameter', message: 'thirdParty.bindingInvalid' }),
      ),
    );
    await waitFor(flow, (s) => s.matches('invalid'));
    expect(render(flow)).toMatch(/role="status"[^>]*>Back to the sign-in page in 3 seconds/);
  });
});
