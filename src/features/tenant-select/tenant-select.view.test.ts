import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { tenantSelectMachine } from '../../../machines/tenant-select/tenant-select.machine';
import type { TenantCard } from '../../../machines/tenant-select/tenant-select.schema';
import { failed, sampleErrors } from '../../../machines/testing/sample-errors';
import { renderMarkup } from '../../testing/render-markup';
import { TenantSelectPanel } from './tenant-select.view';

const TENANTS: TenantCard[] = [
  { enterpriseId: 'demo', name: '演示企业', nameEn: 'Demo Inc.', idpName: '演示统一身份' },
  { enterpriseId: 'demo-branch', name: '演示分公司', nameEn: null, idpName: null },
];
const input = { ticket: 'tkt_0123456789abcdefghij', clientId: 'c' };
const start = (
  load: () => Promise<TenantCard[]>,
  redeem: () => Promise<{ access_token: string; enterprise_id?: string }>,
) =>
  createActor(
    tenantSelectMachine.provide({
      actors: {
        loadChoice: fromPromise(load),
        redeem: fromPromise(redeem),
        cancelChoice: fromPromise(async () => undefined),
        holdChoice: fromCallback(() => {}),
      },
    }),
    { input },
  ).start();
const render = (flow: ReturnType<typeof start>) => renderMarkup(TenantSelectPanel, { flow });
const never = () => new Promise<never>(() => {});

describe('TenantSelectPanel', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('says it loads the tenants, and offers the way back meanwhile', () => {
    const html = render(start(never, never));
    expect(html).toContain('选择企业');
    expect(html).toMatch(/role="status"[^>]*aria-label="正在加载企业列表"/);
    expect(html).toMatch(/<button[^>]*>使用其他账号登录/);
  });

  it('shows each tenant as a button, with its IdP name where it has one', async () => {
    const flow = start(async () => TENANTS, never);
    await waitFor(flow, (s) => s.matches('choosing'));
    const html = render(flow);
    expect(html.match(/<button[^>]*>.*?<\/button>/g)?.filter((b) => b.includes('演示'))).toHaveLength(2);
    expect(html).toContain('演示统一身份');
    expect(html).not.toContain('Demo Inc.');
    // Marked by the letter each name does not share: 演示企业 and 演示分公司 would both be 演.
    expect([...html.matchAll(/aria-hidden="true">(.)<\/span>/g)].map((m) => m[1])).toEqual(['企', '分']);
  });

  it('marks the tenant being signed in to, and holds the others', async () => {
    const flow = start(async () => TENANTS, never);
    await waitFor(flow, (s) => s.matches('choosing'));
    flow.send({ type: 'tenant.choose', enterpriseId: 'demo-branch' });
    const html = render(flow);
    expect(html).toMatch(/aria-label="正在登录演示分公司"/);
    expect(html.match(/<button[^>]*disabled/g)).toHaveLength(2);
  });

  it('says why a tenant refused the account', async () => {
    const refused = failed({ kind: 'http', status: 400, errorDescription: 'user_locked', lockTime: 7 });
    const flow = start(
      async () => TENANTS,
      () => Promise.reject(refused),
    );
    await waitFor(flow, (s) => s.matches('choosing'));
    flow.send({ type: 'tenant.choose', enterpriseId: 'demo' });
    await waitFor(flow, (s) => s.matches('choosing') && s.context.problem !== null);
    expect(render(flow)).toMatch(/role="alert".*无法登录演示企业.*该账号在此企业已被锁定，请 7 分钟后再试/);
  });

  it('offers a retry when the tenants could not be loaded', async () => {
    const flow = start(() => Promise.reject(sampleErrors.network), never);
    await waitFor(flow, (s) => s.matches('loadFailed'));
    expect(render(flow)).toMatch(/企业列表加载失败.*<button[^>]*>.*重试/);
  });
});
