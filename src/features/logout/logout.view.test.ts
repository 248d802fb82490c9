import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderMarkup } from '../../testing/render-markup';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine } from '../../../machines/logout/logout.machine';
import type { LogoutResult } from '../../../schemas/logout-response.schema';
import { LogoutPanel } from './logout.view';

const start = (returnAddress: string) =>
  createActor(
    logoutMachine.provide({
      actors: {
        logout: fromPromise(async (): Promise<LogoutResult> => ({
          logout: true,
          spLogoutUrls: [],
          logoutUrl: null,
        })),
        returnAddress: fromPromise(async () => returnAddress),
      },
      guards: { isAllowedTarget: (_, { target }) => target.startsWith('/') },
    }),
    { input: { accessToken: 'tok' } },
  ).start();
const render = (flow: ReturnType<typeof start>) => renderMarkup(LogoutPanel, { flow });

describe('LogoutPanel (zh)', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'zh', messages: {} }));

  it('shows progress while the session ends', () => {
    expect(render(start('/frontend/login/'))).toContain('正在退出登录…');
  });

  it('explains a refused address and offers the way back to login', async () => {
    const flow = start('https://evil.example/');
    await vi.waitFor(() => expect(flow.getSnapshot().matches('refused')).toBe(true));
    const html = render(flow);
    expect(html).toContain('已阻止跳转');
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/<button[^>]*>.*返回登录/);
    expect(html).not.toContain('evil.example');
  });
});
