import { describe, expect, it } from 'vitest';
import { endpointPath } from '../../schemas/endpoint';
import { ENDPOINTS } from '../../schemas/endpoint-table';
import { FailedEnvelope } from '../../schemas/envelope.schema';
import { RestTokenSuccess } from '../../schemas/password-login.schema';
import { API_VERSION } from '../../schemas/spec-constants';
import { getJson, sendJson } from '../test/http';
import { encryptedFields, login } from '../test/login-client';
import { useTestServer } from '../test/use-test-server';
import { MAX_BODY_BYTES, MAX_FIELD_CHARS } from './input-hygiene';

// Issue 17: hostile input is refused with a 4xx and a code before any schema or the database sees it; the
// server answers the next call as ever. (A NUL in a username used to reach PostgreSQL and answer 500.)
const server = useTestServer();

const refusalOf = ({ status, body }: { status: number; body: unknown }) => ({
  status,
  ...FailedEnvelope.parse(body),
});

const urlOf = (endpoint: (typeof ENDPOINTS)['restToken' | 'captchaShow']) =>
  `${server.url}/api/${endpointPath(endpoint, API_VERSION)}`;
const restToken = () => urlOf(ENDPOINTS.restToken);
const captchaShow = () => urlOf(ENDPOINTS.captchaShow);
const formLogin = (fields: [string, string][]) =>
  fetch(restToken(), { method: 'POST', body: new URLSearchParams(fields) }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as unknown,
  }));
const loginFields = async (username: string): Promise<[string, string][]> => [
  ['client_id', 'demo-login-client'],
  ['grant_type', 'password'],
  ['scope', 'read'],
  ['username', username],
  ...Object.entries(await encryptedFields(server.url, 'Demo@123456')),
  ['_enterprise_id', 'demo'],
];

describe('hostile text', () => {
  it('a NUL in a username, in a form, a JSON body or a query, is 400 naming the field', async () => {
    expect(refusalOf(await formLogin(await loginFields('a\u0000b')))).toMatchObject({
      status: 400,
      code: 'InvalidParameter',
      message: 'control character in username',
    });
    expect(refusalOf(await login(server.url, 'a\u0000b', 'Demo@123456'))).toMatchObject({
      status: 400,
      message: 'control character in username',
    });
    const show = await getJson(`${captchaShow()}?username=a%00b`);
    expect(refusalOf(show)).toMatchObject({ status: 400, message: 'control character in username' });
  });

  it('a control character in a path is 400, not a 500 from the database', async () => {
    const image = await getJson(`${server.url}/api/public/image/logo%00.png`);
    expect(refusalOf(image)).toMatchObject({ status: 400, message: 'control character in path' });
  });

  it('a lone surrogate, a value over the longest field and a body nested too deep are each 400', async () => {
    expect(refusalOf(await login(server.url, 'ad\ud800min', 'x'))).toMatchObject({
      status: 400,
      message: 'malformed text in username',
    });
    const long = 'a'.repeat(MAX_FIELD_CHARS + 1);
    expect(refusalOf(await login(server.url, long, 'x'))).toMatchObject({
      status: 400,
      message: 'too long: username',
    });
    let deep: unknown = 'x';
    for (let level = 0; level < 20; level += 1) deep = { a: deep };
    expect(refusalOf(await sendJson(restToken(), deep))).toMatchObject({
      status: 400,
      code: 'InvalidParameter',
    });
  });

  it('keeps the tab and line breaks a typed text may hold, and names with any script', async () => {
    // An unknown name: refused by the login itself, as any unknown name is, not as hostile input.
    const answer = await login(server.url, '用户\tname\r\n', 'Demo@123456');
    expect(answer.body).toMatchObject({ error_description: 'invalid_password' });
  });
});

describe('repeated and malformed input', () => {
  it('a field given twice, in a form or a query, is 400: which copy counts would be a guess', async () => {
    const twice = await formLogin([...(await loginFields('demo')), ['username', 'admin']]);
    expect(refusalOf(twice)).toMatchObject({ status: 400, message: 'repeated field: username' });
    const query = await getJson(`${captchaShow()}?username=demo&username=admin`);
    expect(refusalOf(query)).toMatchObject({ status: 400, message: 'repeated field: username' });
  });

  it('broken JSON is 400 and an XML body 415', async () => {
    const post = (body: string, type: string) =>
      fetch(restToken(), { method: 'POST', headers: { 'Content-Type': type }, body }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as unknown,
      }));
    expect(refusalOf(await post('{"username": "demo",', 'application/json'))).toMatchObject({
      status: 400,
      message: 'malformed JSON body',
    });
    expect(
      refusalOf(await post('<login><username>demo</username></login>', 'application/xml')),
    ).toMatchObject({
      status: 415,
      code: 'UnsupportedMediaType',
    });
  });
});

describe('bodies over the limit', () => {
  it('are refused by their Content-Length, and a chunked one once it passes the limit, closing the connection', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES) });
    const sized = await fetch(restToken(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(refusalOf({ status: sized.status, body: await sized.json() })).toMatchObject({
      status: 413,
      code: 'PayloadTooLarge',
    });
    // The rest of the body is never read: the connection is closed, not handed to the client's next call.
    expect(sized.headers.get('connection')).toBe('close');
    // A stream has no Content-Length: the server counts what arrives, and stops at the limit.
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const chunked = await fetch(restToken(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get('connection')).toBe('close');
  });
});

describe('after all of it', () => {
  it('the server signs in as ever, and a token answer is stored by no cache', async () => {
    const response = await fetch(restToken(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(await loginFields('demo'))),
    });
    expect(response.status).toBe(200);
    RestTokenSuccess.parse(await response.json());
    // RFC 6749 5.1.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('pragma')).toBe('no-cache');
  });
});
