import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QrInitResponse, QrLoggedInResponse } from '../../../schemas/qr-login.schema';
import { RegisteredResponse } from '../../../schemas/register.schema';
import { envelope } from '../../../schemas/envelope.schema';
import { SmsLoggedIn } from '../../../schemas/sms-login.schema';
import { newOpaqueToken } from '../../crypto/opaque-token';
import { outboxCode } from '../../test/reset-password-client';
import { getJson } from '../../test/http';
import { insertTestAccount } from '../../test/inspect.repo';
import { seedUserToken } from '../../test/login-client';
import { qrBrowser, qrPhone } from '../../test/qr-login-client';
import { registerAccount } from '../../test/register-client';
import { smsLoginClient } from '../../test/sms-login-client';
import { testBrowser, type TestBrowser } from '../../test/test-browser';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

const SmsTokenResponse = envelope(SmsLoggedIn);

// Issue 17: a sign-in in a browser ends the token of the sign-in before it in that browser, whoever signed in
// then and by whichever login type, so a token the page no longer holds (it keeps one) does not stay valid.
// The browser is known by its id cookie; a browser without one is given one by its first sign-in.
const server = useTestServer({ trustProxy: true });

/** 200 for a live token, 401 for an ended one. */
const sessionStatus = async (token: string) =>
  (await getJson(`${server.url}/api/bff/v1.2/commons/user_details`, token)).status;
/** A password sign-in (rest_token) of a seed user in `browser`; its token. */
const signIn = (browser: TestBrowser, username = 'demo') => seedUserToken(server.url, username, browser);
/** A browser that already has an id. */
const knownBrowser = () => testBrowser(newOpaqueToken());

describe('a password sign-in', () => {
  it('ends the token of the sign-in before it in the same browser', async () => {
    const browser = knownBrowser();
    const first = await signIn(browser);
    const second = await signIn(browser);
    expect(await sessionStatus(first)).toBe(401);
    expect(await sessionStatus(second)).toBe(200);
  });

  it("ends another user's token too: the browser's last sign-in replaces whoever signed in there", async () => {
    const browser = knownBrowser();
    const demo = await signIn(browser, 'demo');
    const admin = await signIn(browser, 'admin');
    expect(await sessionStatus(demo)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
  });

  it('gives a browser without an id one, so the next sign-in there ends the first', async () => {
    const browser = testBrowser();
    const first = await signIn(browser);
    expect(browser.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await signIn(browser);
    expect(await sessionStatus(first)).toBe(401);
    expect(await sessionStatus(second)).toBe(200);
  });

  it("leaves another browser's tokens alone", async () => {
    const one = await signIn(knownBrowser());
    const other = await signIn(knownBrowser());
    expect(await sessionStatus(one)).toBe(200);
    expect(await sessionStatus(other)).toBe(200);
  });

  it('without a cookie (an API client) ends no other token', async () => {
    const browser = knownBrowser();
    const inBrowser = await signIn(browser);
    const bare = await seedUserToken(server.url, 'demo');
    const another = await seedUserToken(server.url, 'demo');
    expect(await Promise.all([inBrowser, bare, another].map(sessionStatus))).toEqual([200, 200, 200]);
  });
});

describe('a sign-in of another login type in the same browser ends the password token before it', () => {
  it('by SMS code', async () => {
    const browser = knownBrowser();
    const before = await signIn(browser);
    await insertTestAccount(server.db, {
      username: 'same-browser-sms',
      email: null,
      phoneNumber: '13900009901',
    });
    const sms = smsLoginClient(server.url, '198.51.100.201', browser);
    expect((await sms.sendCode('13900009901')).status).toBe(200);
    const code = await outboxCode(server.url, '13900009901');
    const after = SmsTokenResponse.parse((await sms.login('13900009901', code)).body).data.access_token;
    expect(await sessionStatus(before)).toBe(401);
    expect(await sessionStatus(after)).toBe(200);
  });

  it('by QR code', async () => {
    const browser = knownBrowser();
    const before = await signIn(browser);
    const pc = qrBrowser(server.url, '198.51.100.202', { cookie: browser.id });
    const issued = QrInitResponse.parse((await pc.init()).body).data;
    if (issued.state !== 'issued') throw new Error('no code issued');
    const phone = qrPhone(server.url, await seedUserToken(server.url, 'admin'));
    expect((await phone.confirm(issued.code)).status).toBe(200);
    const after = QrLoggedInResponse.parse((await pc.success(issued.code)).body).data.accessToken;
    expect(await sessionStatus(before)).toBe(401);
    expect(await sessionStatus(after)).toBe(200);
  });

  describe('by registration', () => {
    beforeAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: false }));
    afterAll(() => updateTenantSettings(server.db, 'demo', { registrationNeedsApproval: true }));

    it('signed in at once', async () => {
      const browser = knownBrowser();
      const before = await signIn(browser);
      const account = { username: 'same-browser-new', password: 'Register#2024x' };
      const registered = await registerAccount(server.url, account, {}, browser.headers());
      const after = RegisteredResponse.parse(registered.body).data;
      expect(await sessionStatus(before)).toBe(401);
      expect('access_token' in after && (await sessionStatus(after.access_token))).toBe(200);
    });
  });
});
