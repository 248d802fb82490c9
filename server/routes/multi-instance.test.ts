import { afterAll, beforeAll, expect, it } from 'vitest';
import { CaptchaShowResponse, RestTokenError } from '../../schemas/password-login.schema';
import { getJson, sendJson } from '../test/http';
import { fetchSm2Key, login, loginToken, newCaptcha, type Sm2Key } from '../test/login-client';
import { openSharedDatabase, type SharedDatabase } from '../test/shared-database';
import { BOOT_TIMEOUT_MS, startTestServer, type TestServer } from '../test/start-test-server';

// Two app instances on one database must agree on captchas, counters, locks and tokens.
let shared: SharedDatabase;
let a: TestServer;
let b: TestServer;
let key: Sm2Key;
beforeAll(async () => {
  shared = await openSharedDatabase();
  a = await startTestServer({ db: shared.handles[0] });
  b = await startTestServer({ db: shared.handles[1] });
  key = await fetchSm2Key(a.url);
}, BOOT_TIMEOUT_MS);
afterAll(async () => {
  await a.close();
  await b.close();
  await shared.dispose();
});

it('both instances serve the same SM2 key', async () => {
  expect(await fetchSm2Key(b.url)).toEqual(key);
});

it('a captcha made on one instance is solved on the other, once', async () => {
  await login(a.url, key, 'multi-captcha', 'x');
  const cap_code = await newCaptcha(a.url);
  expect(
    RestTokenError.parse((await login(b.url, key, 'multi-captcha', 'x', { cap_code, cap_text: 'TEST' })).body)
      .error_description,
  ).not.toBe('invalid_captcha');
  expect(
    RestTokenError.parse((await login(a.url, key, 'multi-captcha', 'x', { cap_code, cap_text: 'TEST' })).body)
      .error_description,
  ).toBe('invalid_captcha');
});

it('failures on either instance add up to one lock', async () => {
  const results: string[] = [];
  for (const server of [a, b, a, b, a]) {
    const extra = results.length ? { cap_code: await newCaptcha(server.url), cap_text: 'TEST' } : {};
    results.push(
      RestTokenError.parse((await login(server.url, key, 'multi-lock', 'x', extra)).body).error_description,
    );
  }
  expect(results).toEqual(['invalid_password', 'will_lock:3', 'will_lock:2', 'will_lock:1', 'user_locked']);
  const show = CaptchaShowResponse.parse(
    (await getJson(`${b.url}/api/public/bff/v1.2/captcha_show?username=multi-lock`)).body,
  );
  expect(show.data.showCaptcha).toBe(true);
});

it('a token issued by one instance works on the other, and logout on either revokes it', async () => {
  const token = await loginToken(a.url, key, 'demo', 'Demo@123456');
  expect((await getJson(`${b.url}/api/bff/v1.2/commons/user_details`, token)).status).toBe(200);
  await sendJson(`${b.url}/api/bff/v1.2/commons/logout`, {}, token);
  expect((await getJson(`${a.url}/api/bff/v1.2/commons/user_details`, token)).status).toBe(401);
});
