import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { logoutApi } from './logout.api';

const client = (body: unknown, sent: unknown[]) =>
  ky.create({
    baseUrl: 'http://test/',
    prefix: 'api',
    retry: 0,
    throwHttpErrors: false,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      sent.push({ method: req.method, url: req.url, body: JSON.parse(await req.text()) });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
const signal = new AbortController().signal;

describe('logoutApi', () => {
  it('posts an empty body without oldAccessToken and reads the flat response', async () => {
    const sent: unknown[] = [];
    const api = logoutApi(
      client({ success: true, code: 200, data: { logout: true, spLogoutUrls: [], logoutUrl: null } }, sent),
    );
    await expect(api.logout(null, signal)).resolves.toEqual({
      logout: true,
      spLogoutUrls: [],
      logoutUrl: null,
    });
    expect(sent).toEqual([{ method: 'POST', url: 'http://test/api/bff/v1.2/commons/logout', body: {} }]);
  });

  it('sends oldAccessToken and reads the response nested under data.data', async () => {
    const sent: unknown[] = [];
    const nested = {
      success: true,
      code: '200',
      data: { data: { logout: true, logoutUrl: 'https://idp.example/bye' } },
    };
    const api = logoutApi(client(nested, sent));
    await expect(api.logout('old', signal)).resolves.toEqual({
      logout: true,
      spLogoutUrls: [],
      logoutUrl: 'https://idp.example/bye',
    });
    expect(sent).toEqual([
      { method: 'POST', url: 'http://test/api/bff/v1.2/commons/logout', body: { oldAccessToken: 'old' } },
    ]);
  });
});
