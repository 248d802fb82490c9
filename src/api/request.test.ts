import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../schemas/endpoint-table';
import { ApiError } from './api-error';
import { json, recordingHttp } from './testing/recording-http';
import { createApi, request } from './request';

/** A client whose server answers with `respond`, recording each request as it arrived. */
const client = (respond: () => Response | Promise<Response> = () => json(ok({}))) => recordingHttp(respond);

const ok = (data: unknown) => ({ success: true, code: '200', data });
const enterprise = { enterpriseId: 'demo', name: '演示' };

const failure = async (respond: () => Response | Promise<Response>) => {
  const error = await request(client(respond).http, 'v1.2', ENDPOINTS.enterprise, {
    query: { enterpriseId: 'demo' },
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).detail;
};

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed body', async () => {
    const body = ok(enterprise);
    await expect(
      request(client(() => json(body)).http, 'v1.2', ENDPOINTS.enterprise, { query: {} }),
    ).resolves.toEqual(body);
  });

  it('builds the path of a public and of a session endpoint with the configured API version', async () => {
    const { http, sent } = client(() => json(ok({ logout: true })));
    await request(http, 'v2.0', ENDPOINTS.enterprise, { query: {} }).catch(() => undefined);
    await request(http, 'v2.0', ENDPOINTS.logout, { body: {}, token: 'tok' });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET http://test/api/public/bff/v2.0/enterprise',
      'POST http://test/api/bff/v2.0/commons/logout',
    ]);
  });

  it('sends the query without the values that are not set, and the body as JSON', async () => {
    const { http, sent } = client(() => json(ok({ showCaptcha: false, accepted: 1 })));
    await request(http, 'v1.2', ENDPOINTS.captchaShow, {
      query: { username: 'a b&c', _enterprise_id: undefined },
    });
    await request(http, 'v1.2', ENDPOINTS.syncToSp, { body: { accountUuids: ['u-1'], applications: [] } });
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['http://test/api/public/bff/v1.2/captcha_show?username=a+b%26c', undefined],
      [
        'http://test/api/public/bff/v1.2/change_enduser_pwd/sync_to_sp/update',
        { accountUuids: ['u-1'], applications: [] },
      ],
    ]);
  });

  it('sends the bearer token only when one is given, never one read from storage', async () => {
    const getItem = vi.fn(() => 'stored-token');
    vi.stubGlobal('localStorage', { getItem });
    const { http, sent } = client(() => json(ok({ needModifyPasswordOfFirstLogin: false })));
    await request(http, 'v1.2', ENDPOINTS.userPasswordInfo, { token: 'tok' }).catch(() => undefined);
    await request(http, 'v1.2', ENDPOINTS.userPasswordInfo, { token: '' }).catch(() => undefined);
    await request(http, 'v1.2', ENDPOINTS.enterprise, { query: {} }).catch(() => undefined);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer tok', null, null]);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('calls through createApi with its API version', async () => {
    const { http, sent } = client(() => json(ok(enterprise)));
    const api = createApi(http, 'v3');
    await expect(api(ENDPOINTS.enterprise, { query: { enterpriseId: 'demo' } })).resolves.toEqual(
      ok(enterprise),
    );
    expect(sent.map((s) => s.url)).toEqual(['http://test/api/public/bff/v3/enterprise?enterpriseId=demo']);
  });

  it('turns no response into a network error', async () => {
    expect(await failure(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      kind: 'network',
    });
  });

  it('lets an aborted call end as an abort, not as an API error', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await request(client().http, 'v1.2', ENDPOINTS.enterprise, {
      query: {},
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('turns an HTTP error into its status, with the body code when there is one', async () => {
    expect(await failure(() => json({ code: 'InvalidIPAccess', message: 'no' }, 403))).toEqual({
      kind: 'http',
      status: 403,
      code: 'InvalidIPAccess',
      message: 'no',
    });
    expect(await failure(() => new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({
      kind: 'http',
      status: 502,
    });
    expect(
      await failure(() => json({ error: 'invalid_request', error_description: 'will_lock:2' }, 400)),
    ).toEqual({
      kind: 'http',
      status: 400,
      errorDescription: 'will_lock:2',
    });
  });

  it('keeps the minutes a rest_token lock has left, and drops a malformed value without the rest', async () => {
    const locked = (lockTime: unknown) =>
      failure(() => json({ error: 'invalid_request', error_description: 'user_locked', lockTime }, 400));
    expect(await locked(7)).toEqual({
      kind: 'http',
      status: 400,
      errorDescription: 'user_locked',
      lockTime: 7,
    });
    expect(await locked('soon')).toEqual({ kind: 'http', status: 400, errorDescription: 'user_locked' });
  });

  it('turns a failed envelope into its response code', async () => {
    expect(
      await failure(() => json({ success: false, code: 505, message: 'second factor', subCode: 'x.y' })),
    ).toEqual({
      kind: 'response',
      code: '505',
      message: 'second factor',
      subCode: 'x.y',
    });
  });

  it("keeps a failed envelope's lock minutes (bjcacert/login's usbKey.locked), and drops a malformed value", async () => {
    const locked = (lockTime: unknown) =>
      failure(() => json({ success: false, code: 'InvalidParameter', message: 'usbKey.locked', lockTime }));
    expect(await locked(12)).toEqual({
      kind: 'response',
      code: 'InvalidParameter',
      message: 'usbKey.locked',
      lockTime: 12,
    });
    expect(await locked(-1)).toEqual({
      kind: 'response',
      code: 'InvalidParameter',
      message: 'usbKey.locked',
    });
  });

  it.each([
    ['HTML instead of JSON', () => new Response('<html></html>', { status: 200 })],
    ['a wrong shape', () => json({ success: true, code: '200', data: { enterpriseId: 7 } })],
    ['an empty body', () => new Response(null, { status: 200 })],
  ])('turns %s into a malformed-response error naming the path', async (_n, respond) => {
    expect(await failure(respond)).toMatchObject({
      kind: 'malformed',
      endpoint: 'public/bff/v1.2/enterprise',
    });
  });
});
