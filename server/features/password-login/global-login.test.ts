import { describe, expect, it } from 'vitest';
import { GlobalToken, TenantChoice } from '../../../schemas/global-login.schema';
import { RestTokenError } from '../../../schemas/password-login.schema';
import { UserDetailsResponse } from '../../../schemas/session.schema';
import { recordFailure } from '../../account/failure-lock.repo';
import { getJson } from '../../test/http';
import { hasLoginFailures, setAccountStatus } from '../../test/inspect.repo';
import {
  errorDescription as description,
  globalLogin,
  login,
  sendGlobalLogin,
  solvedCaptcha,
} from '../../test/login-client';
import { testBrowser, type TestBrowser } from '../../test/test-browser';
import { useTestServer } from '../../test/use-test-server';
import { parseTenantSettings } from '../../tenant/tenant-settings.schema';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { findLoginUser, insertAccount, setPassword } from '../../account/user.repo';
import { hashPassword } from '../../crypto/password-hash';
import { TENANT_CHOICE_TTL_MINUTES } from './global-login.service';

// The instance-wide password login (authenticate/global/login): the seed's `multi` is in the demo tenant and
// in demo-branch with one password, `branchonly` in demo-branch alone.
const server = useTestServer();

const CLIENT_ID = 'demo-login-client';
const captcha = () => solvedCaptcha(server.url);

/** The form in `browser`, its cookie kept. */
const signIn = async (browser: TestBrowser, username: string, password: string, extra = {}) =>
  browser.keep(await globalLogin(server.url, username, password, extra, browser.headers()));

/** A ticket (and more fields) sent from `browser`, its cookie kept. */
const redeem = async (browser: TestBrowser, fields: Record<string, unknown>) =>
  browser.keep(await sendGlobalLogin(server.url, { client_id: CLIENT_ID, ...fields }, browser.headers()));

/** `multi`'s choice in a browser of its own. */
async function multiChoice() {
  const browser = testBrowser();
  const response = await signIn(browser, 'multi', 'Multi@123456', await captcha());
  expect(response.status).toBe(200);
  return { browser, choice: TenantChoice.parse(response.body) };
}

/**
 * The tenant and name of the session a token opens; a token of another tenant than the default names it (the
 * page boots it).
 */
async function sessionOf(response: { status: number; body: unknown }) {
  expect(response.status).toBe(200);
  const { access_token, enterprise_id } = GlobalToken.parse(response.body);
  const details = await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, access_token);
  const { enterpriseId, username } = UserDetailsResponse.parse(details.body).data;
  expect(enterprise_id).toBe(enterpriseId === 'demo' ? undefined : enterpriseId);
  return { enterpriseId, username };
}

describe('authenticate/global/login, one tenant', () => {
  it("signs a name of one tenant in there: the default tenant's demo, demo-branch's branchonly", async () => {
    expect(await sessionOf(await signIn(testBrowser(), 'demo', 'Demo@123456'))).toEqual({
      enterpriseId: 'demo',
      username: 'demo',
    });
    expect(await sessionOf(await signIn(testBrowser(), 'branchonly', 'Branchonly@123456'))).toEqual({
      enterpriseId: 'demo-branch',
      username: 'branchonly',
    });
  });

  it("answers an account's bar as rest_token does, and a foreign client invalid_client", async () => {
    expect(description(await signIn(testBrowser(), 'disabled', 'Disabled@123456', await captcha()))).toBe(
      'disabled',
    );
    const foreign = await signIn(testBrowser(), 'demo', 'Demo@123456', {
      client_id: 'demo-branch-login-client',
    });
    expect(description(foreign)).toBe('invalid_client');
  });

  it('is closed (invalid_client) while the default tenant has not switched globalLogin on', async () => {
    await updateTenantSettings(server.db, 'demo', { globalLogin: false });
    try {
      expect(description(await signIn(testBrowser(), 'demo', 'Demo@123456', await captcha()))).toBe(
        'invalid_client',
      );
    } finally {
      await updateTenantSettings(server.db, 'demo', { globalLogin: true });
    }
  });
});

describe('authenticate/global/login, a choice of tenants', () => {
  it('answers multi a choice: both tenants, the default first, a ticket for 5 minutes', async () => {
    const { choice } = await multiChoice();
    expect(choice.enterprises).toEqual(['demo', 'demo-branch']);
    expect(choice.expires_in).toBe(TENANT_CHOICE_TTL_MINUTES * 60);
  });

  it('answers the same choice again without a tenant, with its time left', async () => {
    const { browser, choice } = await multiChoice();
    server.clock.advance(60_000);
    const again = TenantChoice.parse((await redeem(browser, { ticket: choice.ticket })).body);
    expect(again).toMatchObject({ ticket: choice.ticket, enterprises: ['demo', 'demo-branch'] });
    expect(again.expires_in).toBeLessThanOrEqual(TENANT_CHOICE_TTL_MINUTES * 60 - 60);
    expect(again.expires_in).toBeGreaterThan(TENANT_CHOICE_TTL_MINUTES * 60 - 70);
  });

  it("redeems once: demo-branch's token opens multi's session there, and the ticket is spent", async () => {
    const { browser, choice } = await multiChoice();
    const chosen = await redeem(browser, { ticket: choice.ticket, enterpriseId: 'demo-branch' });
    expect(await sessionOf(chosen)).toEqual({ enterpriseId: 'demo-branch', username: 'multi' });
    for (const enterpriseId of ['demo-branch', 'demo', undefined])
      expect(description(await redeem(browser, { ticket: choice.ticket, enterpriseId }))).toBe(
        'choice_invalid',
      );
  });

  it('gives a ticket up when the user goes back: it redeems no more, and is given up once', async () => {
    const { browser, choice } = await multiChoice();
    // Another browser cannot give it up.
    expect(description(await redeem(testBrowser(), { ticket: choice.ticket, cancel: true }))).toBe(
      'choice_invalid',
    );
    const cancelled = await redeem(browser, { ticket: choice.ticket, cancel: true });
    expect({ status: cancelled.status, body: cancelled.body }).toEqual({
      status: 200,
      body: { cancelled: true },
    });
    for (const fields of [{ enterpriseId: 'demo' }, {}, { cancel: true }])
      expect(description(await redeem(browser, { ticket: choice.ticket, ...fields }))).toBe('choice_invalid');
  });

  it('refuses another browser (none, or another id) and a tenant not in the ticket, which stays redeemable', async () => {
    const { browser, choice } = await multiChoice();
    const fields = { ticket: choice.ticket, enterpriseId: 'demo' };
    expect(description(await redeem(testBrowser(), fields))).toBe('choice_invalid');
    expect(description(await redeem(testBrowser('A'.repeat(43)), fields))).toBe('choice_invalid');
    const foreignTenant = await redeem(browser, { ...fields, enterpriseId: 'nope' });
    expect(description(foreignTenant)).toBe('choice_invalid');
    expect(await sessionOf(await redeem(browser, fields))).toEqual({
      enterpriseId: 'demo',
      username: 'multi',
    });
  });

  it('refuses an expired ticket', async () => {
    const { browser, choice } = await multiChoice();
    server.clock.advance(TENANT_CHOICE_TTL_MINUTES * 60_000 + 1000);
    expect(description(await redeem(browser, { ticket: choice.ticket }))).toBe('choice_invalid');
    const late = await redeem(browser, { ticket: choice.ticket, enterpriseId: 'demo' });
    expect(description(late)).toBe('choice_invalid');
  });

  it('gives the ticket back when the chosen tenant refuses (its device required): another may be chosen', async () => {
    const { browser, choice } = await multiChoice();
    await updateTenantSettings(server.db, 'demo-branch', { deviceAgent: 'require' });
    try {
      const refused = await redeem(browser, { ticket: choice.ticket, enterpriseId: 'demo-branch' });
      expect(description(refused)).toBe('invalid_device_id');
    } finally {
      await updateTenantSettings(server.db, 'demo-branch', { deviceAgent: 'off' });
    }
    const other = await redeem(browser, { ticket: choice.ticket, enterpriseId: 'demo' });
    expect(await sessionOf(other)).toEqual({ enterpriseId: 'demo', username: 'multi' });
  });

  it('leaves out an account barred in its tenant, or locked there: the other signs in at once', async () => {
    await setAccountStatus(server.db, 'multi', 'disabled');
    try {
      const barred = await signIn(testBrowser(), 'multi', 'Multi@123456', await captcha());
      expect(await sessionOf(barred)).toEqual({ enterpriseId: 'demo-branch', username: 'multi' });
    } finally {
      await setAccountStatus(server.db, 'multi', 'active');
    }
    const lockAtOnce = parseTenantSettings({ maxFailedAttempts: 1 });
    await recordFailure(server.db, 'login_failure', 'demo-branch', 'multi', lockAtOnce, server.clock.now());
    const locked = await signIn(testBrowser(), 'multi', 'Multi@123456', await captcha());
    expect(await sessionOf(locked)).toEqual({ enterpriseId: 'demo', username: 'multi' });
    server.clock.advance(lockAtOnce.lockTimeMinutes * 60_000);
    expect((await multiChoice()).choice.enterprises).toEqual(['demo', 'demo-branch']);
  });
});

describe("authenticate/global/login's door: the default tenant's counters, and each account's own", () => {
  it('counts a wrong password at the door (captcha, will_lock, then the lock), and in the tenant', async () => {
    const browser = testBrowser();
    expect(description(await signIn(browser, 'branchonly', 'wrong'))).toBe('invalid_password');
    expect(description(await signIn(browser, 'branchonly', 'Branchonly@123456'))).toBe('invalid_captcha');
    for (const remaining of [3, 2, 1])
      expect(description(await signIn(browser, 'branchonly', 'wrong', await captcha()))).toBe(
        `will_lock:${remaining}`,
      );
    const locking = await signIn(browser, 'branchonly', 'wrong', await captcha());
    expect(RestTokenError.parse(locking.body)).toMatchObject({
      error_description: 'user_locked',
      lockTime: 15,
    });
    const locked = await signIn(browser, 'branchonly', 'Branchonly@123456', await captcha());
    expect(description(locked)).toBe('user_locked');
    // The door's counters are the default tenant's, as rest_token's page has them; the account's own tenant
    // counts every guess against it too.
    expect(await hasLoginFailures(server.db, 'demo', 'branchonly')).toBe(true);
    expect(await hasLoginFailures(server.db, 'demo-branch', 'branchonly')).toBe(true);
    expect(description(await login(server.url, 'branchonly', 'x', await captcha()))).toBe('user_locked');
  });

  it('answers an account locked in its own tenant as locked, right password or wrong: no oracle', async () => {
    await insertAccount(server.db, {
      id: 'user-tpbranch',
      enterpriseId: 'demo-branch',
      username: 'tpbranch',
      email: 'tpbranch@branch.demo.example.com',
      phoneNumber: null,
      passwordHash: await hashPassword('Tpbranch@123456', server.kdfCost),
      status: 'active',
      passwordExpiresAt: new Date(4_102_444_800_000),
    });
    const lockAtOnce = parseTenantSettings({ maxFailedAttempts: 1 });
    await recordFailure(
      server.db,
      'login_failure',
      'demo-branch',
      'tpbranch',
      lockAtOnce,
      server.clock.now(),
    );
    const browser = testBrowser();
    for (const password of ['Tpbranch@123456', 'wrong']) {
      const answer = await signIn(browser, 'tpbranch', password, await captcha());
      expect(RestTokenError.parse(answer.body)).toMatchObject({ error_description: 'user_locked' });
    }
  });

  it("lets no other tenant's account of the name clear the default tenant's failures", async () => {
    // demo-branch's `multi` gets a password someone else knows; the demo tenant's `multi` is the one guessed.
    const other = await findLoginUser(server.db, 'demo-branch', 'multi');
    await setPassword(
      server.db,
      other!.id,
      await hashPassword('Other@123456', server.kdfCost),
      new Date(4_102_444_800_000),
    );
    const browser = testBrowser();
    for (const remaining of [4, 3])
      expect(description(await signIn(browser, 'multi', 'wrong', await captcha()))).toMatch(
        remaining === 4 ? 'invalid_password' : `will_lock:${remaining}`,
      );
    // Signing in to the other tenant's account passes there, and clears that tenant's failures alone.
    expect(await sessionOf(await signIn(browser, 'multi', 'Other@123456', await captcha()))).toEqual({
      enterpriseId: 'demo-branch',
      username: 'multi',
    });
    expect(await hasLoginFailures(server.db, 'demo', 'multi')).toBe(true);
    for (const _ of [1, 2]) await signIn(browser, 'multi', 'wrong', await captcha());
    const locked = await signIn(browser, 'multi', 'wrong', await captcha());
    expect(description(locked)).toBe('user_locked');
    expect(description(await login(server.url, 'multi', 'Multi@123456', await captcha()))).toBe(
      'user_locked',
    );
  });
});
