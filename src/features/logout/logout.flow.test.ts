import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AppConfig } from '../../../schemas/app-config.schema';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { Api } from '../../api/request';
import { logoutFlow, returnAddress } from './logout.flow';

describe('returnAddress (SPEC section 2)', () => {
  it('prefers the saved return address, then the configured login address', () => {
    expect(returnAddress({ login_uri: '/frontend/login/#/login' }, '/frontend/enduser/', 'zh')).toBe(
      '/frontend/enduser/',
    );
    expect(returnAddress({ login_uri: '/frontend/login/#/login' }, null, 'zh')).toBe(
      '/frontend/login/#/login',
    );
  });

  it('falls back to the install page with idpReturn=true and the language', () => {
    expect(returnAddress({ login_uri: '' }, null, 'en')).toBe(
      '/frontend/login/#/login?idpReturn=true&language=en',
    );
  });
});

describe('logoutFlow', () => {
  it("ends the server session with the session's token and the older token to revoke", () => {
    const calls: unknown[][] = [];
    // Never answers: only what the flow asked matters here.
    const api: Api = (endpoint, options) => {
      calls.push([endpoint, options]);
      return new Promise<never>(() => {});
    };
    const flow = createActor(logoutFlow({ api, config: AppConfig.parse({}), reportError: () => {} }), {
      input: { accessToken: 'tok', oldAccessToken: 'old' },
    }).start();
    expect(calls).toEqual([
      [ENDPOINTS.logout, { body: { oldAccessToken: 'old' }, token: 'tok', signal: expect.any(AbortSignal) }],
    ]);
    flow.stop();
  });
});
