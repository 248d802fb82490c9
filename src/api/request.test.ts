import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../machines/api-error';
import { EnterpriseResponse } from '../../schemas/boot.schema';
import { request } from './request';

const client = (respond: () => Response | Promise<Response>) =>
  ky.create({
    baseUrl: 'http://test/',
    prefix: 'api',
    retry: 0,
    throwHttpErrors: false,
    fetch: async () => respond(),
  });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failure = async (respond: () => Response | Promise<Response>) => {
  const error = await request(client(respond), 'public/bff/v1.2/enterprise', EnterpriseResponse, {
    access: 'public',
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).detail;
};

describe('request', () => {
  it('returns the parsed body', async () => {
    const body = { success: true, code: '200', data: { enterpriseId: 'demo', name: '演示' } };
    await expect(
      request(
        client(() => json(body)),
        'public/bff/v1.2/enterprise',
        EnterpriseResponse,
        { access: 'public' },
      ),
    ).resolves.toEqual(body);
  });

  it('turns no response into a network error', async () => {
    expect(await failure(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      kind: 'network',
    });
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
    expect(await failure(() => json({ success: false, code: 505, message: 'second factor' }))).toEqual({
      kind: 'response',
      code: '505',
      message: 'second factor',
    });
  });

  it.each([
    ['HTML instead of JSON', () => new Response('<html></html>', { status: 200 })],
    ['a wrong shape', () => json({ success: true, code: '200', data: { enterpriseId: 7 } })],
    ['an empty body', () => new Response(null, { status: 200 })],
  ])('turns %s into a malformed-response error', async (_n, respond) => {
    const detail = await failure(respond);
    expect(detail.kind).toBe('malformed');
  });
});
