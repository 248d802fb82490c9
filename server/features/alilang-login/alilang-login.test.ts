import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UEM_TOKEN_SECONDS } from '../../../schemas/alilang-login.schema';
import { THIRD_PARTY_REFUSALS as REFUSALS } from '../../../schemas/third-party-login.schema';
import { startAlilangAgentProcess } from '../../agents/alilang/alilang-agent-process';
import type { AgentProcess } from '../../agents/agent-process';
import { signEs256Jwt } from '../../crypto/es256-jwt';
import {
  ALILANG_TEST_ORIGIN,
  askAgent,
  submitUemToken,
  uemTokenFor,
  uemTokenParams,
} from '../../test/alilang-client';
import { testBrowser } from '../../test/test-browser';
import { bindingQuery, callbackData, refusal } from '../../test/third-party-client';
import { tokenUsername } from '../../test/third-party.repo';
import { useTestServer } from '../../test/use-test-server';

// Alilang sign-in over HTTP against the real embedded database and the reference UEM agent, a process of its
// own with the demo key: the demo tenant's source holds its public half.
const server = useTestServer();
let zhangwei: AgentProcess;
let lina: AgentProcess;

beforeAll(async () => {
  const env = { AGENT_ORIGINS: ALILANG_TEST_ORIGIN };
  [zhangwei, lina] = await Promise.all([
    startAlilangAgentProcess({ ...env, ALILANG_ACCOUNT: 'zhangwei' }),
    startAlilangAgentProcess({ ...env, ALILANG_ACCOUNT: 'lina' }),
  ]);
}, 30_000);
afterAll(async () => {
  await Promise.all([zhangwei?.stop(), lina?.stop()]);
});

/** The claims part of a JWT, as the agent signed it. */
const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('Alilang sign-in', () => {
  // The agent is a process on the wall's time, which checks the server's request time within 5 minutes: each
  // test moves the server's clock on to the wall's, however long the file has run (never back: a test that
  // moved it further leaves it there).
  beforeEach(() => server.clock.advanceTo(Date.now()));

  it('the agent’s token for the linked person signs in as the local account the seed links', async () => {
    const browser = testBrowser();
    const params = await uemTokenParams(server.url, browser);
    expect(params.agentUrl).toBe('http://127.0.0.1:22010/uem/token');
    const uemToken = await uemTokenFor(server.url, zhangwei.url, browser);
    const data = callbackData(await submitUemToken(server.url, uemToken, browser));
    if (!('accessToken' in data)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
  });

  it('an account nobody linked gets a binding of this browser, named by the person', async () => {
    const browser = testBrowser();
    const uemToken = await uemTokenFor(server.url, lina.url, browser);
    const data = callbackData(await submitUemToken(server.url, uemToken, browser));
    if (!('uuid' in data)) throw new Error('expected a binding');
    const binding = await bindingQuery(server.url, 'alilang', data.uuid, browser);
    expect(binding.body).toMatchObject({ success: true, data: { loginIdp: 'alilang', displayName: '李娜' } });
  });

  it('refuses a token signed with another key than the agent’s, and leaves its nonce unspent', async () => {
    const browser = testBrowser();
    const genuine = await uemTokenFor(server.url, zhangwei.url, browser);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = await signEs256Jwt(claimsOf(genuine), privateKey);
    expect(refusal(await submitUemToken(server.url, forged, browser))).toBe(REFUSALS.tokenInvalid);
    expect(callbackData(await submitUemToken(server.url, genuine, browser))).toHaveProperty('accessToken');
  });

  it('spends the nonce once: the same token posted again is refused', async () => {
    const browser = testBrowser();
    const uemToken = await uemTokenFor(server.url, zhangwei.url, browser);
    expect(callbackData(await submitUemToken(server.url, uemToken, browser))).toHaveProperty('accessToken');
    expect(refusal(await submitUemToken(server.url, uemToken, browser))).toBe(REFUSALS.stateInvalid);
  });

  it('refuses the token in another browser than the one its nonce was made for', async () => {
    const uemToken = await uemTokenFor(server.url, zhangwei.url, testBrowser());
    expect(refusal(await submitUemToken(server.url, uemToken, testBrowser()))).toBe(REFUSALS.stateInvalid);
  });

  it('refuses an expired token', async () => {
    const browser = testBrowser();
    const uemToken = await uemTokenFor(server.url, zhangwei.url, browser);
    const { iat, exp } = claimsOf(uemToken);
    expect(exp).toBe(Number(iat) + UEM_TOKEN_SECONDS);
    // The agent signs on the wall's time, the server checks on its own: one second past the token's end.
    server.clock.advanceTo((Number(exp) + 1) * 1000);
    expect(refusal(await submitUemToken(server.url, uemToken, browser))).toBe(REFUSALS.tokenInvalid);
  });

  it('the agent refuses a request the server did not sign, or for another app', async () => {
    const { agentUrl: _agent, ...request } = await uemTokenParams(server.url, testBrowser());
    const tampered = await askAgent(zhangwei.url, { ...request, nonce: `${request.nonce}x` });
    expect([tampered.status, await tampered.json()]).toEqual([403, { error: 'signatureInvalid' }]);
    const otherApp = await askAgent(zhangwei.url, { ...request, appId: 'another-app' });
    expect([otherApp.status, await otherApp.json()]).toEqual([403, { error: 'unknownApp' }]);
  });

  it('the agent answers only the login origins, with a loopback Host', async () => {
    const { agentUrl: _agent, ...request } = await uemTokenParams(server.url, testBrowser());
    const evil = await fetch(zhangwei.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify(request),
    });
    expect(evil.status).toBe(403);
    const preflight = await fetch(zhangwei.url, {
      method: 'OPTIONS',
      headers: { Origin: ALILANG_TEST_ORIGIN, 'Access-Control-Request-Private-Network': 'true' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALILANG_TEST_ORIGIN);
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
  });
});
