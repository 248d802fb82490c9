import { describe, expect, it } from 'vitest';
import { endpointPath, fillPath, pathParameters } from '../../schemas/endpoint';
import { CONTRACT_ENDPOINTS, ENDPOINTS } from '../../schemas/endpoint-table';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import { API_VERSION } from '../../schemas/spec-constants';
import { getJson, sendJson } from '../test/http';
import { useTestServer } from '../test/use-test-server';

// The server mounts every call of the shared endpoint table, at the table's path, with the table's schemas.
const server = useTestServer();

const NOT_MOUNTED = { success: false, code: 'ResourceNotFound', message: 'no such API' };
// A value each path parameter's schema takes: a QR login code is 43 base64url characters; a source, one the
// sources' enum names (an adapter outside it is no route at all: server/http/hono-route.ts).
const SAMPLE_PARAMS: Record<string, string> = { code: 'Q'.repeat(43), adapter: 'aad' };
const urlOf = (endpoint: (typeof CONTRACT_ENDPOINTS)[keyof typeof CONTRACT_ENDPOINTS]) => {
  const path = endpointPath(endpoint, API_VERSION);
  const params = Object.fromEntries(pathParameters(path).map((name) => [name, SAMPLE_PARAMS[name] ?? name]));
  return `${server.url}/api/${fillPath(path, params)}`;
};

describe('the endpoint table', () => {
  it.each(Object.entries(CONTRACT_ENDPOINTS))(
    '%s is mounted with its method and access',
    async (_name, endpoint) => {
      const call = (method: string) =>
        fetch(urlOf(endpoint), { method, ...(method === 'GET' ? {} : { body: '{}' }) });
      const response = await call(endpoint.method);
      const body: unknown = await response.json();
      // Without a token a session or application call stops at the token check; a public one answers, if only
      // to refuse.
      if (endpoint.access !== 'public') expect(response.status).toBe(401);
      else expect(body).not.toEqual(NOT_MOUNTED);
      // A method no call of the table has at this path (the SMS login's login_ has a GET and a POST).
      const taken = Object.values(CONTRACT_ENDPOINTS)
        .filter((other) => other.path === endpoint.path)
        .map((other): string => other.method);
      const otherMethod = ['GET', 'DELETE'].find((method) => !taken.includes(method)) ?? 'PATCH';
      expect(await (await call(otherMethod)).json()).toEqual(NOT_MOUNTED);
    },
  );
});

describe('input parsed with the endpoint schema', () => {
  it('a path parameter the schema refuses is InvalidParameter naming it', async () => {
    const { body } = await getJson(urlOf(ENDPOINTS.qrLoginStatus).replace(/Q{43}$/, 'too-short'));
    expect(FailedEnvelope.parse(body)).toMatchObject({
      code: 'InvalidParameter',
      message: 'invalid params: code',
    });
  });

  it('a query the schema refuses is InvalidParameter naming the field', async () => {
    const { body } = await getJson(`${urlOf(ENDPOINTS.pwnedPassword)}?prefix=xyz`);
    expect(FailedEnvelope.parse(body)).toMatchObject({
      code: 'InvalidParameter',
      message: 'invalid query: prefix',
    });
  });

  it('a body the schema refuses is InvalidParameter naming the fields', async () => {
    const { body } = await sendJson(urlOf(ENDPOINTS.syncToSp), { accountUuids: 'x' });
    expect(FailedEnvelope.parse(body)).toMatchObject({
      code: 'InvalidParameter',
      message: 'invalid body: accountUuids, applications',
    });
  });
});
