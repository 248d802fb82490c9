import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkup, settled } from '../../testing/render-markup';
import { createActor, fromPromise } from 'xstate';
import {
  type EncryptedPasswords,
  modifyPasswordMachine,
} from '../../../machines/modify-password/modify-password.machine';
import { samplePolicies as policies } from '../../../machines/testing/sample-policies';
import { ModifyPasswordPanel } from './modify-password.view';

const start = (type: 'needModifyPasswordOfFirstLogin' | 'needModifyPasswordOfPwdExpire') => {
  const machine = modifyPasswordMachine.provide({
    actors: {
      loadPolicies: fromPromise(async () => policies),
      // Never settles: the form stays busy for the test to look at.
      encryptPasswords: fromPromise(() => new Promise<EncryptedPasswords>(() => {})),
    },
  });
  return createActor(machine, {
    input: {
      type,
      accessToken: 'tok',
      clientId: 'c',
      enterpriseId: 'demo',
      skipForceLogin: false,
    },
  }).start();
};
const render = (flow: ReturnType<typeof start>) => renderMarkup(ModifyPasswordPanel, { flow });

describe('ModifyPasswordPanel (zh)', () => {
  // Chinese is the source language: with no catalog loaded, every text shows as written in the code.
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('says why the change is forced and lists the policy', async () => {
    const flow = start('needModifyPasswordOfPwdExpire');
    expect(render(flow)).toContain('正在加载密码策略');
    await settled();
    const html = render(flow);
    expect(html).toContain('密码已过期，请修改密码');
    for (const line of [
      '至少 8 个字符',
      '最多 64 个字符',
      '包含大写字母',
      '包含小写字母',
      '包含数字',
      '包含特殊字符',
    ]) {
      expect(html).toContain(line);
    }
    expect(html).toMatch(/<label[^>]*>原密码/);
    expect(html).toMatch(/<label[^>]*>新密码/);
    expect(html).toMatch(/<label[^>]*>确认新密码/);
  });

  it('ticks the policy off as the new password is typed, and offers signing out', async () => {
    const flow = start('needModifyPasswordOfPwdExpire');
    await settled();
    const html = render(flow);
    // The live checklist of registration and reset: every line unmet before anything is typed.
    expect(html).toContain('id="modify-password-policy"');
    expect(html.match(/（未满足）/g)?.length).toBe(6);
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*退出登录/s);
  });

  it('shows each field error inline after a bad submit', async () => {
    const flow = start('needModifyPasswordOfFirstLogin');
    await settled();
    flow.send({ type: 'form.submit', oldPassword: '', newPassword: 'short', confirmPassword: 'other' });
    const html = render(flow);
    expect(html).toContain('首次登录需修改密码');
    expect(html).toContain('请输入原密码');
    expect(html).toContain('密码长度不能少于 8 位');
    expect(html).toContain('两次输入的新密码不一致');
  });

  it('marks each refused field invalid and describes it by its own message', async () => {
    const flow = start('needModifyPasswordOfFirstLogin');
    await settled();
    flow.send({ type: 'form.submit', oldPassword: '', newPassword: 'short', confirmPassword: 'other' });
    const html = render(flow);
    for (const [name, message] of [
      ['oldPassword', '请输入原密码'],
      ['newPassword', '密码长度不能少于 8 位'],
      ['confirmPassword', '两次输入的新密码不一致'],
    ] as const) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain('aria-invalid="true"');
      expect(input).toContain('required=""');
      const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '(none)';
      expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>${message}<`));
    }
  });

  it('disables the submit button while the change is under way', async () => {
    const flow = start('needModifyPasswordOfFirstLogin');
    await settled();
    flow.send({
      type: 'form.submit',
      oldPassword: 'Old@12345',
      newPassword: 'New@12345',
      confirmPassword: 'New@12345',
    });
    expect(render(flow)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
