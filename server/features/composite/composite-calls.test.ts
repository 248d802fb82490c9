import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ChainPlan } from '../../../schemas/composite.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { findLoginUser } from '../../account/user.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { chainBrowser, type ChainBrowser } from '../../test/composite-client';
import { getJson } from '../../test/http';
import { chainOwedBy, tokenAuthType } from '../../test/inspect.repo';
import { useTestServer } from '../../test/use-test-server';
import { saveChain } from './composite-chain.repo';
import { advanceRun, findLiveRun } from './composite-run.repo';

// composite/generate_auth_code and validate_auth_code over HTTP, the chain's login steps passed by the run's
// repo (the login types' steps have tests of their own).
const server = useTestServer({ trustProxy: true });
const LOGIN_CHAIN: ChainPlan = [
  { kind: 'login', step: ADAPTERS.password },
  { kind: 'login', step: ADAPTERS.mobilePhoneToken },
];
const MIXED_CHAIN: ChainPlan = [
  { kind: 'login', step: ADAPTERS.ldap },
  { kind: 'twoFactor', step: 'otp' },
];
const Started = z.object({ data: z.object({ code: z.string() }) });
const Issued = z.object({ data: z.object({ accessToken: z.string(), expiresIn: z.int() }) });
const refusal = (message: string) => ({ success: false, code: 'InvalidParameter', message });
let address = 0;
/** A browser of its own address, so the cap counts each test's chains alone. */
const browser = () => chainBrowser(server.url, { address: `198.51.100.${++address}` });

async function started(chain: ChainBrowser, adapter: string) {
  const answer = await chain.start(adapter);
  return Started.parse(answer.body).data.code;
}
/** Passes the chain's next step for `username`, as a login type's step will. */
async function pass(chain: ChainBrowser, code: string, passed: number, username = 'demo') {
  const user = await findLoginUser(server.db, 'demo', username);
  const key = { codeHash: sha256Hex(code), browserHash: sha256Hex(chain.cookie), enterpriseId: 'demo' };
  const now = server.clock.now();
  const moved = await advanceRun(server.db, key, {
    passed,
    userId: user?.id ?? '',
    now,
    expiresAt: new Date(now.getTime() + 600_000),
  });
  expect(moved?.passed).toBe(passed + 1);
}
const userDetails = (token: string) => getJson(`${server.url}/api/bff/v1.2/commons/user_details`, token);

describe('composite/generate_auth_code', () => {
  it('starts the chain of an adapter that has one, its first step the adapter’s own login', async () => {
    await saveChain(server.db, 'demo', ADAPTERS.password, LOGIN_CHAIN);
    await saveChain(server.db, 'demo', ADAPTERS.ldap, MIXED_CHAIN);
    const chain = browser();
    const answer = await chain.start(ADAPTERS.password);
    expect(answer.body).toMatchObject({
      success: true,
      data: { nextAuth: { type: 'login', authType: ADAPTERS.password, step: 1, steps: 2 }, expiresIn: 600 },
    });
    expect(answer.headers?.get('set-cookie')).toMatch(/^IDAAS_BROWSER=/);
    // Kept by digest, for this browser.
    const code = Started.parse(answer.body).data.code;
    const key = { codeHash: sha256Hex(code), browserHash: sha256Hex(chain.cookie), enterpriseId: 'demo' };
    expect(await findLiveRun(server.db, key, server.clock.now())).toMatchObject({
      passed: 0,
      plan: LOGIN_CHAIN,
    });
    expect(await findLiveRun(server.db, { ...key, codeHash: code }, server.clock.now())).toBeNull();
  });

  it('refuses an adapter that starts no chain, and an unknown tenant', async () => {
    expect((await browser().start(ADAPTERS.scanCode)).body).toEqual(refusal('composite.unavailable'));
    const other = chainBrowser(server.url, { tenant: 'nosuchtenant' });
    expect((await other.start(ADAPTERS.password)).body).toEqual(refusal('invalid body: _enterprise_id'));
  });

  it('starts no more than the tenant’s cap of chains from one address in 10 minutes', async () => {
    await updateTenantSettings(server.db, 'demo', { compositeChainsPerAddress: 2 });
    try {
      const chain = browser();
      await started(chain, ADAPTERS.password);
      await started(chain, ADAPTERS.password);
      expect((await chain.start(ADAPTERS.password)).body).toEqual(refusal('composite.tooMany'));
      expect((await browser().start(ADAPTERS.password)).body).toMatchObject({ success: true });
      server.clock.advance(10 * 60_000 + 1000);
      expect((await chain.start(ADAPTERS.password)).body).toMatchObject({ success: true });
    } finally {
      await updateTenantSettings(server.db, 'demo', { compositeChainsPerAddress: 30 });
    }
  });
});

describe('composite/validate_auth_code', () => {
  it('answers unfinished before the login steps passed, and the chain goes on', async () => {
    const chain = browser();
    const code = await started(chain, ADAPTERS.password);
    expect((await chain.validate(code)).body).toEqual(refusal('composite.unfinished'));
    await pass(chain, code, 0);
    expect((await chain.validate(code)).body).toEqual(refusal('composite.unfinished'));
    await pass(chain, code, 1);
    expect((await chain.validate(code)).body).toMatchObject({ success: true });
  });

  it('exchanges the code once for a token of the chain’s user and adapter', async () => {
    const chain = browser();
    const code = await started(chain, ADAPTERS.password);
    await pass(chain, code, 0);
    await pass(chain, code, 1);
    const answer = await chain.validate(code);
    const { accessToken, expiresIn } = Issued.parse(answer.body).data;
    expect(expiresIn).toBeGreaterThan(0);
    expect(await tokenAuthType(server.db, accessToken)).toBe(ADAPTERS.password);
    expect(await userDetails(accessToken)).toMatchObject({
      status: 200,
      body: { data: { username: 'demo' } },
    });
    expect((await chain.validate(code)).body).toEqual(refusal('composite.chainInvalid'));
  });

  it('is this browser’s alone, and not after the chain expired', async () => {
    const chain = browser();
    const code = await started(chain, ADAPTERS.password);
    await pass(chain, code, 0);
    await pass(chain, code, 1);
    const thief = chainBrowser(server.url, { address: '203.0.113.9' });
    expect((await thief.validate(code)).body).toEqual(refusal('composite.chainInvalid'));
    const noCookie = chainBrowser(server.url, { address: '203.0.113.10', cookie: '' });
    expect((await noCookie.validate(code)).body).toEqual(refusal('composite.chainInvalid'));
    server.clock.advance(600_000 + 1000);
    expect((await chain.validate(code)).body).toEqual(refusal('composite.chainInvalid'));
  });

  it('refuses a code it never made', async () => {
    const chain = browser();
    await started(chain, ADAPTERS.password);
    expect((await chain.validate('x'.repeat(43))).body).toEqual(refusal('composite.chainInvalid'));
  });

  it('with factor steps to follow, issues a token the chain keeps as owing them', async () => {
    const chain = browser();
    const code = await started(chain, ADAPTERS.ldap);
    await pass(chain, code, 0);
    const { accessToken } = Issued.parse((await chain.validate(code)).body).data;
    expect(await tokenAuthType(server.db, accessToken)).toBe(ADAPTERS.ldap);
    expect(await chainOwedBy(server.db, accessToken)).toBe(true);
  });

  it('keeps a chain its live token still owes when expired chains are forgotten', async () => {
    await updateTenantSettings(server.db, 'demo', { tokenTtlSeconds: 3 * 86_400 });
    try {
      const chain = browser();
      const code = await started(chain, ADAPTERS.ldap);
      await pass(chain, code, 0);
      const { accessToken } = Issued.parse((await chain.validate(code)).body).data;
      // A day and more after the chain expired, the next start forgets expired chains: not this one.
      server.clock.advance(2 * 86_400_000);
      await started(browser(), ADAPTERS.password);
      expect(await chainOwedBy(server.db, accessToken)).toBe(true);
      expect((await userDetails(accessToken)).body).toMatchObject({ success: false, code: '505' });
    } finally {
      await updateTenantSettings(server.db, 'demo', { tokenTtlSeconds: 7200 });
    }
  });
});
