import { afterAll, beforeAll, expect, it } from 'vitest';
import { ResetResultResponse } from '../schemas/reset-password.schema';
import { CaptchaShowResponse, RestTokenError } from '../schemas/password-login.schema';
import { RESET_PASSWORD_REFUSALS } from '../schemas/refusals';
import { LogoutResponse, SpLoggedResponse } from '../schemas/session.schema';
import { demoApplication } from './seed/demo-tenant';
import { getJson, sendJson } from './test/http';
import {
  invalidMessage,
  outboxCode,
  provedToken,
  resetClient,
  startReset,
} from './test/reset-password-client';
import { fetchSm2Key, login, loginToken, newCaptcha, seedUserToken } from './test/login-client';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { testBrowser } from './test/test-browser';
import { startThrowawayPostgres, type ThrowawayPostgres } from './test/throwaway-postgres';

// Two real server processes on one real PostgreSQL must agree on captchas, counters, locks, tokens and provider
// sign-ins: anything kept in a process's memory would show here as a disagreement.
// Each process seeds the demo at production's key-derivation cost (20 CPU-s or so): beside a busy suite, both
// at once take far longer than alone.
const START_TIMEOUT_MS = 90_000;
const COMMONS = '/api/bff/v1.2/commons';

// Kept as promises: a start still under way when the hook gives up is awaited and undone in afterAll.
let postgres: Promise<ThrowawayPostgres> | undefined;
let starting: Promise<ServerProcess>[] = [];
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  postgres = startThrowawayPostgres();
  // TRUST_PROXY: a test names its client address in X-Forwarded-For (the budget per address).
  const env = {
    DATABASE_URL: (await postgres).url,
    CAPTCHA_TEXT: 'TEST',
    DEMO_DIRECTORY: 'off',
    TRUST_PROXY: '1',
    // What production runs: the one test of the processes as they start outside Vitest.
    KDF_COST: 'production',
  };
  // Both start at once on the fresh database: migrations and the seed must not trip over each other.
  const pair = [
    startServerProcess(env, START_TIMEOUT_MS),
    startServerProcess(env, START_TIMEOUT_MS),
  ] as const;
  starting = [...pair];
  [a, b] = await Promise.all(pair);
}, 2 * START_TIMEOUT_MS);
// Runs after a failed start or failed tests too: no process or cluster outlives the file.
afterAll(async () => {
  const servers = await Promise.allSettled(starting);
  await Promise.all(servers.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
  const cluster = await postgres?.catch(() => undefined);
  await cluster?.stop();
}, 2 * START_TIMEOUT_MS);

it('both processes serve the same SM2 key, and a login through each succeeds', async () => {
  // The key pair is one; each answer's code is a fresh one-time challenge, which either process accepts.
  const [keyA, keyB] = await Promise.all([fetchSm2Key(a.url), fetchSm2Key(b.url)]);
  expect(keyB.publicKey).toBe(keyA.publicKey);
  expect(keyB.code).not.toBe(keyA.code);
  for (const server of [a, b]) {
    const token = await loginToken(server.url, 'demo', 'Demo@123456');
    expect((await getJson(`${server.url}${COMMONS}/user_details`, token)).status).toBe(200);
  }
});

it('a captcha made on one process is solved on the other, once', async () => {
  await login(a.url, 'multi-captcha', 'x');
  const cap_code = await newCaptcha(a.url);
  const answer = async (server: ServerProcess) =>
    RestTokenError.parse((await login(server.url, 'multi-captcha', 'x', { cap_code, cap_text: 'TEST' })).body)
      .error_description;
  expect(await answer(b)).not.toBe('invalid_captcha');
  expect(await answer(a)).toBe('invalid_captcha');
});

it('failures on either process add up to one lock', async () => {
  const results: string[] = [];
  for (const server of [a, b, a, b, a]) {
    const extra = results.length ? { cap_code: await newCaptcha(server.url), cap_text: 'TEST' } : {};
    results.push(
      RestTokenError.parse((await login(server.url, 'multi-lock', 'x', extra)).body).error_description,
    );
  }
  expect(results).toEqual(['invalid_password', 'will_lock:3', 'will_lock:2', 'will_lock:1', 'user_locked']);
  const show = CaptchaShowResponse.parse(
    (await getJson(`${b.url}/api/public/bff/v1.2/captcha_show?username=multi-lock`)).body,
  );
  expect(show.data.showCaptcha).toBe(true);
});

it('wrong passwords from one address through either process spend one budget per address', async () => {
  const from = { 'X-Forwarded-For': '198.51.100.50' };
  for (const [i, server] of [a, b, a, b, a, b, a, b, a, b].entries()) {
    const answer = await login(server.url, `spray-${i}`, 'Summer2024!', {}, from);
    expect(RestTokenError.parse(answer.body).error_description).toBe('invalid_password');
  }
  // The tenant's default budget (captcha after 10) is spent: a name never tried needs the captcha on both.
  const show = CaptchaShowResponse.parse(
    (await getJson(`${a.url}/api/public/bff/v1.2/captcha_show?username=spray-new`, undefined, from)).body,
  );
  expect(show.data.showCaptcha).toBe(true);
  const refused = await login(b.url, 'spray-new', 'Summer2024!', {}, from);
  expect(RestTokenError.parse(refused.body).error_description).toBe('invalid_captcha');
});

it('a token issued by one process is accepted and revoked by the other', async () => {
  const token = await loginToken(a.url, 'demo', 'Demo@123456');
  expect((await getJson(`${b.url}${COMMONS}/user_details`, token)).status).toBe(200);
  await sendJson(`${b.url}${COMMONS}/logout`, {}, token);
  expect((await getJson(`${a.url}${COMMONS}/user_details`, token)).status).toBe(401);
});

it('a sign-in through one process ends the token issued to the same browser through the other', async () => {
  const browser = testBrowser();
  const first = await loginToken(a.url, 'demo', 'Demo@123456', browser);
  const second = await loginToken(b.url, 'demo', 'Demo@123456', browser);
  expect((await getJson(`${b.url}${COMMONS}/user_details`, first)).status).toBe(401);
  expect((await getJson(`${a.url}${COMMONS}/user_details`, second)).status).toBe(200);
});

it("a provider sign-in seen by one process is named by the other's logout", async () => {
  const token = await seedUserToken(a.url, 'spuser');
  const query = new URLSearchParams({
    sp_code: demoApplication.spCode,
    application_key: demoApplication.applicationKey,
  });
  const access = SpLoggedResponse.parse((await getJson(`${a.url}${COMMONS}/sp_logged?${query}`, token)).body);
  expect(access.data.permitted).toBe(true);
  const out = LogoutResponse.parse((await sendJson(`${b.url}${COMMONS}/logout`, {}, token)).body);
  expect(out.data.spLogoutUrls).toEqual([demoApplication.logoutUrl]);
});

it('a password reset started on one process goes on on the other: one countdown, each code once', async () => {
  const { resetToken } = await startReset(a.url, 'resetmail');
  expect((await resetClient(a.url).obtainCode(resetToken, 'email')).body).toMatchObject({ success: true });
  expect(invalidMessage(await resetClient(b.url).obtainCode(resetToken, 'email'))).toBe(
    RESET_PASSWORD_REFUSALS.resendTooSoon,
  );
  const code = await outboxCode(b.url, 'resetmail@demo.example.com');
  const proved = provedToken(await resetClient(b.url).verifyCode(resetToken, 'email', code));
  expect(invalidMessage(await resetClient(a.url).verifyCode(proved, 'email', code))).toBe(
    RESET_PASSWORD_REFUSALS.expiredCode,
  );
  // The proved reset's new token is known to both: the one sent is over on either.
  expect(invalidMessage(await resetClient(a.url).verifyCode(resetToken, 'email', code))).toBe(
    RESET_PASSWORD_REFUSALS.expired,
  );
  const submitted = await resetClient(a.url).submit(proved, 'Renewed#2024x');
  expect(ResetResultResponse.parse(submitted.body).data.resultDto.result).toBe(true);
  expect(await loginToken(b.url, 'resetmail', 'Renewed#2024x')).toBeTruthy();
});
