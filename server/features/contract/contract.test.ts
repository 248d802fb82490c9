import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConformance, report } from '../../../scripts/conformance/contract-checks';
import { getJson } from '../../test/http';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer();
const committed: unknown = JSON.parse(
  readFileSync(new URL('../../../schemas/openapi.json', import.meta.url), 'utf8'),
);

describe('the contract on the reference server', () => {
  it('serves the committed OpenAPI document at /api/openapi.json', async () => {
    const { status, body } = await getJson(`${server.url}/api/openapi.json`);
    expect(status).toBe(200);
    expect(body).toEqual(committed);
  });

  it('passes the conformance check of every public boot call', async () => {
    const results = await checkConformance({ baseUrl: server.url });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.call)).toContain('GET /api/public/bff/v1.2/pre_frontend_login');
    expect(report(results).exitCode).toBe(0);
  });

  it('passes it for the sign-in and the session calls too, given an account that owes nothing', async () => {
    const results = await checkConformance({
      baseUrl: server.url,
      account: { username: 'demo', password: 'Demo@123456' },
    });
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.call)).toEqual(
      expect.arrayContaining([
        'POST /api/public/bff/v1.2/rest_token',
        'GET /api/bff/v1.2/commons/user_details',
        'POST /api/bff/v1.2/commons/logout',
      ]),
    );
  });

  it('reports a wrong password as a failed sign-in, not as a pass', async () => {
    const results = await checkConformance({
      baseUrl: server.url,
      account: { username: 'developer', password: 'not-the-password' },
    });
    expect(results.find((result) => result.call.endsWith('/rest_token'))).toEqual({
      call: 'POST /api/public/bff/v1.2/rest_token',
      ok: false,
      detail: 'HTTP 400 invalid_password',
    });
  });
});

describe('the conformance check against a back end that breaks the contract', () => {
  // pre_frontend_login with a numeric clientId and no instanceId; every other call unknown.
  const wrong = new Hono();
  wrong.get('/api/public/bff/v1.2/pre_frontend_login', (c) =>
    c.json({ success: true, code: 200, data: { clientId: 7 } }),
  );
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    const running = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: wrong.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    url = `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
    close = () => running.close();
  });
  afterAll(() => close());

  it('names the fields that do not match, fails every call that is missing, and exits non-zero', async () => {
    const results = await checkConformance({ baseUrl: url });
    const [preLogin, enterprise] = results;
    expect(preLogin).toMatchObject({ call: 'GET /api/public/bff/v1.2/pre_frontend_login', ok: false });
    expect(preLogin?.detail).toMatch(/^does not match the contract: .*data\.clientId: .*data\.instanceId: /);
    expect(enterprise).toMatchObject({ ok: false, detail: 'HTTP 404' });
    expect(results.every((result) => !result.ok)).toBe(true);
    const { lines, exitCode } = report(results);
    expect(exitCode).toBe(1);
    expect(lines[0]).toMatch(/^FAIL GET \/api\/public\/bff\/v1\.2\/pre_frontend_login: does not match/);
    expect(lines.at(-1)).toBe(`0 of ${results.length} calls succeeded and matched the contract`);
  });
});
