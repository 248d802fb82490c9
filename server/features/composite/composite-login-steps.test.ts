import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AdapterListResponse } from '../../../schemas/boot.schema';
import type { ChainPlan } from '../../../schemas/composite.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { outboxCode } from '../../test/reset-password-client';
import { chainBrowser, type ChainBrowser } from '../../test/composite-client';
import { getJson } from '../../test/http';
import { login, solvedCaptcha, type LoginFields } from '../../test/login-client';
import { smsLoginClient } from '../../test/sms-login-client';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { useTestServer } from '../../test/use-test-server';
import { saveChain } from './composite-chain.repo';

// A chain's login steps over HTTP (issue 15): the password, then the texted code, each call carrying the
// chain's code as `authCode`; the server alone knows which step is next.
const server = useTestServer({ trustProxy: true });
const CHAIN: ChainPlan = [
  { kind: 'login', step: ADAPTERS.password },
  { kind: 'login', step: ADAPTERS.mobilePhoneToken },
];
const USER = { username: 'smslogin', password: 'Smslogin@123456', phone: '13800138030' };
const OTHER = { username: 'resetphone', password: 'Resetphone@123456', phone: '13800138020' };
const Started = z.object({ data: z.object({ code: z.string() }) });
const Issued = z.object({ data: z.object({ accessToken: z.string() }) });
const refused = (message: string) => ({ auth: false, done: false, message });

let address = 0;
/** A chain started for the password adapter in a browser of its own address. */
async function startedChain() {
  await saveChain(server.db, 'demo', ADAPTERS.password, CHAIN);
  const chain = chainBrowser(server.url, { address: `198.51.100.${++address}` });
  const code = Started.parse((await chain.start(ADAPTERS.password)).body).data.code;
  return { chain, code };
}
const passwordStep = (
  chain: ChainBrowser,
  code: string,
  account = USER,
  password = account.password,
  fields: LoginFields = {},
) => login(server.url, account.username, password, { authCode: code, ...fields }, chain.headers());
/** The texted code's step: a code sent to the account's number, then login_ with the chain's code. */
async function smsStep(chain: ChainBrowser, code: string, account = USER) {
  const sms = smsLoginClient(server.url, `203.0.113.${++address}`, chain.browser);
  expect((await sms.sendCode(account.phone)).status).toBe(200);
  const texted = await outboxCode(server.url, account.phone);
  // Each number takes one code a minute: the next test's send is a minute later.
  const answer = await sms.login(account.phone, texted, { authCode: code });
  server.clock.advance(61_000);
  return answer;
}

describe('a composite chain’s login steps', () => {
  it('takes the password, then the texted code, in order, and only then exchanges its code for the token', async () => {
    const { chain, code } = await startedChain();
    const first = await passwordStep(chain, code);
    expect(first).toMatchObject({ status: 200 });
    expect(first.body).toEqual({
      auth: true,
      done: false,
      userInfo: { username: USER.username, displayName: '短信登录 SMS Login' },
      nextAuth: { type: 'login', authType: ADAPTERS.mobilePhoneToken, step: 2, steps: 2 },
    });
    expect((await chain.validate(code)).body).toMatchObject({ message: 'composite.unfinished' });
    const second = await smsStep(chain, code);
    expect(second.body).toMatchObject({ success: true, data: { auth: true, done: true, nextAuth: null } });
    const { accessToken } = Issued.parse((await chain.validate(code)).body).data;
    const details = await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, accessToken);
    expect(details.body).toMatchObject({ data: { username: USER.username } });
  });

  it('refuses a login through the chain’s adapter without its code, and issues no token', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.password, CHAIN);
    const answer = await login(server.url, USER.username, USER.password);
    expect(answer).toMatchObject({ status: 200, body: refused('composite.required') });
  });

  it('lets a tenant moved to the free edition, which offers no chains, sign its password in alone', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.password, CHAIN);
    await updateTenantSettings(server.db, 'demo', { edition: 'free' });
    try {
      const answer = await login(server.url, USER.username, USER.password);
      expect(answer).toMatchObject({ status: 200, body: { token_type: 'bearer' } });
      // Its adapter list says so: the page starts no chain there.
      const auths = await getJson(`${server.url}/api/public/bff/v1.2/load_auths?enterpriseId=demo`);
      const { list } = AdapterListResponse.parse(auths.body).data;
      expect(list.find((adapter) => adapter.enterpriseAuthId === ADAPTERS.password)).toMatchObject({
        compositeAuthenticate: false,
      });
    } finally {
      await updateTenantSettings(server.db, 'demo', { edition: 'standard' });
    }
  });

  it('ends the chain on a skipped step: the texted code first', async () => {
    const { chain, code } = await startedChain();
    expect((await smsStep(chain, code)).body).toMatchObject({ data: refused('composite.stepRefused') });
    expect((await passwordStep(chain, code)).body).toEqual(refused('composite.chainInvalid'));
  });

  it('ends the chain on a replayed step', async () => {
    const { chain, code } = await startedChain();
    expect((await passwordStep(chain, code)).body).toMatchObject({ auth: true });
    expect((await passwordStep(chain, code)).body).toEqual(refused('composite.stepRefused'));
    expect((await smsStep(chain, code)).body).toMatchObject({ data: refused('composite.chainInvalid') });
    expect((await chain.validate(code)).body).toMatchObject({ message: 'composite.chainInvalid' });
  });

  it('refuses another account’s step, and the chain still waits for its own person', async () => {
    const { chain, code } = await startedChain();
    await passwordStep(chain, code);
    expect((await smsStep(chain, code, OTHER)).body).toMatchObject({ data: refused('composite.otherUser') });
    expect((await smsStep(chain, code)).body).toMatchObject({ data: { auth: true, done: true } });
  });

  it('of two submissions of one step at once, passes one', async () => {
    const { chain, code } = await startedChain();
    const answers = await Promise.all([passwordStep(chain, code), passwordStep(chain, code)]);
    expect(answers.filter((answer) => (answer.body as { auth?: boolean }).auth === true)).toHaveLength(1);
  });

  it('counts a wrong password inside a chain as always, and moves nothing', async () => {
    const { chain, code } = await startedChain();
    const wrong = await passwordStep(chain, code, USER, 'Wrong@123456');
    expect(wrong).toMatchObject({ status: 400, body: { error_description: 'invalid_password' } });
    // The failure asks for the captcha next, as outside a chain; the right password with it passes the step.
    const captcha = await solvedCaptcha(server.url);
    const right = await passwordStep(chain, code, USER, USER.password, captcha);
    expect(right.body).toMatchObject({ auth: true, nextAuth: { step: 2 } });
  });

  it('is this browser’s alone: another browser’s step with the code is refused', async () => {
    const { code } = await startedChain();
    const other = chainBrowser(server.url, { address: '203.0.113.200' });
    await other.start(ADAPTERS.password);
    expect((await passwordStep(other, code)).body).toEqual(refused('composite.chainInvalid'));
  });
});
