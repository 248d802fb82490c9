import { X509Certificate, createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { USBKEY_LOGIN_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { UserSettingInfoResponse } from '../../../schemas/session.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { UsbKeyLoggedInResponse } from '../../../schemas/usbkey-login.schema';
import { demoUsbKeyTrust } from '../../seed/demo-usbkey';
import { invalidMessage } from '../../test/reset-password-client';
import { getJson, type JsonResponse } from '../../test/http';
import {
  copyTenant,
  hasLoginFailures,
  insertTestAccount,
  requirePasswordChange,
  tokenAuthType,
} from '../../test/inspect.repo';
import { errorDescription, login } from '../../test/login-client';
import { demoCa, demoServer, demoUsbKey, withOpenssl, type KeyHolder } from '../../test/test-certificates';
import { testBrowser } from '../../test/test-browser';
import { derBase64, signedForm, usbKeyClient } from '../../test/usbkey-login-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';
import { saveUsbKeyTrust } from '../../tenant/usbkey-trust.repo';

// The USB-key certificate login over HTTP, its certificates made with the openssl CLI, its signatures with
// node:crypto as the token makes them. Each test calls from a client address of its own (the cap on randoms
// is the address's), and a test that locks or bars an account has an account of its own.
const server = useTestServer({ trustProxy: true });
const MINUTE = 60_000;
const LOCK_MINUTES = 15; // the demo tenant's lockTimeMinutes (the default)
const COMMONS = '/api/bff/v1.2/commons';

let addresses = 0;
/** The calls of a client at an address of its own, to the tenant `enterpriseId`. */
const client = (enterpriseId = 'demo', browser?: ReturnType<typeof testBrowser>) => {
  addresses += 1;
  return usbKeyClient(server.url, `198.51.100.${addresses}`, enterpriseId, browser);
};
type Client = ReturnType<typeof client>;

let accounts = 0;
/** A fresh account of the demo tenant, in `status`, and its certificate from the demo CA. */
const certifiedAccount = async (status = 'active') => {
  accounts += 1;
  const username = `cert-${accounts}`;
  await insertTestAccount(server.db, { username, email: null, status });
  return { username, holder: withOpenssl((pki) => pki.issue(demoCa(), { commonName: username })) };
};

/** Signs a new challenge with `holder`'s key and posts it; `overrides` replace fields of the form. */
const signIn = async (call: Client, holder: KeyHolder, overrides: Record<string, unknown> = {}) =>
  call.login(signedForm(await call.challenge(), holder, overrides));
const token = (response: JsonResponse) => UsbKeyLoggedInResponse.parse(response.body).data.access_token;
/** The refusal code of an `InvalidParameter` envelope (HTTP 200, as the SMS login's). */
const refusal = (response: JsonResponse) => {
  expect(response.status).toBe(200);
  return invalidMessage(response);
};
const lockTime = (response: JsonResponse) => FailedEnvelope.parse(response.body).lockTime;
const dateOf = (pem: string, end: 'validFrom' | 'validTo') =>
  new Date(new X509Certificate(pem)[end]).getTime();

describe('GET bjcacert/login', () => {
  it("shows the tenant's server certificate and a new random each time, for 5 minutes", async () => {
    const call = client();
    const [first, second] = [await call.challenge(), await call.challenge()];
    expect(first.serverCert).toBe(derBase64(demoServer().certPem));
    expect(first.random).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.random).not.toBe(first.random);
    expect(first.expiresIn).toBe(300);
  });

  it('refuses both calls for a tenant without the USB-key login, and an unknown tenant', async () => {
    await copyTenant(server.db, 'demo', 'nousbkey', {});
    const bare = client('nousbkey');
    expect(refusal(await bare.challengeCall())).toBe(REFUSALS.notConfigured);
    const form = signedForm(await client().challenge(), demoUsbKey());
    expect(refusal(await bare.login(form))).toBe(REFUSALS.notConfigured);
    expect(refusal(await client('nosuchtenant').challengeCall())).toMatch(/_enterprise_id/);
  });

  it('gives one client address at most the tenant’s usbKeyRandomsPerAddress randoms in 10 minutes', async () => {
    await updateTenantSettings(server.db, 'demo', { usbKeyRandomsPerAddress: 3 });
    try {
      const call = client();
      for (let i = 0; i < 3; i++) await call.challenge();
      expect(refusal(await call.challengeCall())).toBe(REFUSALS.tooMany);
      await client().challenge();
      server.clock.advance(10 * MINUTE + 1000);
      await call.challenge();
    } finally {
      await updateTenantSettings(server.db, 'demo', { usbKeyRandomsPerAddress: 30 });
    }
  });
});

describe('POST bjcacert/login', () => {
  it('signs the certificate’s user in: a token of the certificate login, in the browser’s cookie', async () => {
    const browser = testBrowser();
    const bearer = token(await signIn(client('demo', browser), demoUsbKey()));
    expect(browser.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokenAuthType(server.db, bearer)).toBe(ADAPTERS.usbKey);
    const info = await getJson(`${server.url}${COMMONS}/user_setting_info`, bearer);
    expect(UserSettingInfoResponse.parse(info.body).data).toEqual({
      user2factor: false,
      locked: false,
      compositeSteps: false,
    });
  });

  it('owes what a password login owes: a pending password change answers 507', async () => {
    const { username, holder } = await certifiedAccount();
    await requirePasswordChange(server.db, username);
    const bearer = token(await signIn(client(), holder));
    const details = await getJson(`${server.url}${COMMONS}/user_details`, bearer);
    expect(FailedEnvelope.parse(details.body).code).toBe('507');
  });
});

describe('a random signs in once, within its 5 minutes, for its tenant', () => {
  it('refuses the same form a second time', async () => {
    const call = client();
    const form = signedForm(await call.challenge(), demoUsbKey());
    expect(token(await call.login(form))).toBeTruthy();
    expect(refusal(await call.login(form))).toBe(REFUSALS.randomExpired);
  });

  it('gives the same form sent twice at once one token', async () => {
    const call = client();
    const form = signedForm(await call.challenge(), demoUsbKey());
    const answers = await Promise.all([1, 2].map(() => call.login(form)));
    expect(answers.filter((a) => UsbKeyLoggedInResponse.safeParse(a.body).success)).toHaveLength(1);
  });

  it('refuses a random older than 5 minutes', async () => {
    const call = client();
    const challenge = await call.challenge();
    server.clock.advance(5 * MINUTE + 1000);
    expect(refusal(await call.login(signedForm(challenge, demoUsbKey())))).toBe(REFUSALS.randomExpired);
  });

  it('refuses a random of another tenant, which stays good there', async () => {
    await copyTenant(server.db, 'demo', 'other', {});
    await saveUsbKeyTrust(server.db, 'other', demoUsbKeyTrust());
    const browser = testBrowser();
    const form = signedForm(await client('other', browser).challenge(), demoUsbKey());
    expect(refusal(await client('demo', browser).login(form))).toBe(REFUSALS.randomExpired);
    // The other tenant takes it, and has no user `usbkey`.
    expect(refusal(await client('other', browser).login(form))).toBe(REFUSALS.unknownCertificate);
  });

  it('refuses a random issued to another browser, which stays good in its own (issue 48)', async () => {
    const asking = testBrowser();
    const form = signedForm(await client('demo', asking).challenge(), demoUsbKey());
    expect(asking.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refusal(await client('demo', testBrowser()).login(form))).toBe(REFUSALS.randomExpired);
    expect(token(await client('demo', asking).login(form))).toBeTruthy();
  });

  it('refuses a form whose agent checked another server certificate (idToken3)', async () => {
    const idToken3 = createHash('sha256').update('another server').digest('hex');
    expect(refusal(await signIn(client(), demoUsbKey(), { idToken3 }))).toBe(REFUSALS.serverCertMismatch);
  });
});

describe('the certificate', () => {
  it('refuses one of another CA, even for a known subject', async () => {
    const holder = withOpenssl((pki) => pki.issue(pki.ca('Another CA'), { commonName: 'usbkey' }));
    expect(refusal(await signIn(client(), holder))).toBe(REFUSALS.untrusted);
  });

  it('refuses bytes that are no certificate', async () => {
    const userCert = randomBytes(300).toString('base64');
    expect(refusal(await signIn(client(), demoUsbKey(), { userCert }))).toBe(REFUSALS.untrusted);
  });

  it.each([
    ['the CA’s own', () => demoCa()],
    ['the server’s (server authentication only)', () => demoServer()],
    [
      'one without digitalSignature',
      () =>
        withOpenssl((pki) =>
          pki.issue(demoCa(), {
            commonName: 'usbkey',
            extensions: ['keyUsage=critical,keyEncipherment', 'extendedKeyUsage=clientAuth'],
          }),
        ),
    ],
  ])('refuses a certificate of the CA unfit for signing in: %s', async (_name, holder) => {
    expect(refusal(await signIn(client(), holder()))).toBe(REFUSALS.untrusted);
  });

  it('refuses one past its end', async () => {
    const holder = withOpenssl((pki) => pki.issue(demoCa(), { commonName: 'usbkey', days: 1 }));
    server.clock.advance(dateOf(holder.certPem, 'validTo') - server.clock.now().getTime() + MINUTE);
    expect(refusal(await signIn(client(), holder))).toBe(REFUSALS.certificateExpired);
  });

  it('refuses one before its start', async () => {
    const holder = withOpenssl((pki) => pki.issue(demoCa(), { commonName: 'usbkey' }));
    const back = server.clock.now().getTime() - dateOf(holder.certPem, 'validFrom') + MINUTE;
    const call = client();
    const challenge = await call.challenge();
    server.clock.advance(-back);
    try {
      expect(refusal(await call.login(signedForm(challenge, holder)))).toBe(REFUSALS.certificateNotYetValid);
    } finally {
      server.clock.advance(back);
    }
  });

  it('refuses one whose subject names no account of the tenant', async () => {
    const holder = withOpenssl((pki) => pki.issue(demoCa(), { commonName: 'nobody-has-this-name' }));
    expect(refusal(await signIn(client(), holder))).toBe(REFUSALS.unknownCertificate);
  });
});

describe('the account of the certificate', () => {
  it('counts signatures of another key like wrong passwords: the fifth locks it, for the lock time', async () => {
    const { username, holder } = await certifiedAccount();
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = { ...holder, keyPem: stranger.export({ type: 'pkcs8', format: 'pem' }).toString() };
    const call = client();
    expect(refusal(await signIn(call, forged))).toBe(REFUSALS.badSignature);
    expect(await hasLoginFailures(server.db, 'demo', username)).toBe(true);
    for (let i = 0; i < 3; i++) expect(refusal(await signIn(call, forged))).toBe(REFUSALS.badSignature);
    const fifth = await signIn(call, forged);
    expect(refusal(fifth)).toBe(REFUSALS.locked);
    expect(lockTime(fifth)).toBe(LOCK_MINUTES);
    // The lock is the name's: the right signature is refused, and so is the password login.
    server.clock.advance(5 * MINUTE);
    const right = await signIn(call, holder);
    expect(refusal(right)).toBe(REFUSALS.locked);
    expect(lockTime(right)).toBe(LOCK_MINUTES - 5);
    expect(errorDescription(await login(server.url, username, 'any'))).toBe('user_locked');
    server.clock.advance(LOCK_MINUTES * MINUTE);
    expect(token(await signIn(call, holder))).toBeTruthy();
    expect(await hasLoginFailures(server.db, 'demo', username)).toBe(false);
  });

  it.each(['disabled', 'pending'])('%s: the right signature does not sign it in', async (status) => {
    const { holder } = await certifiedAccount(status);
    expect(refusal(await signIn(client(), holder))).toBe(REFUSALS.accountUnavailable);
  });
});
