import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { SystemSettingResponse } from '../../../schemas/boot.schema';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { LICENSE_FILE_MAX_CHARS, LicenseDetails, type LicensePayload } from '../../../schemas/license.schema';
import { envelope } from '../../../schemas/envelope.schema';
import { LICENSE_CODES, LICENSE_REFUSALS } from '../../../schemas/refusals';
import { SessionSaveResponse } from '../../../schemas/session.schema';
import { LICENSE_WARNING_DAYS } from '../../../schemas/spec-constants';
import { DEMO_LICENSE_STATES, LIMITED_MAX_USERS, type DemoLicenseState } from '../../license/demo-licenses';
import { signedLicenseFile } from '../../license/license-file';
import { demoLicensePrivateKey, demoLicensePublicKey } from '../../license/license-key';
import { instanceUserCount, saveLicense } from '../../license/license.repo';
import { OVER_QUOTA } from '../../license/license.service';
import { provisionLinkedUser } from '../third-party-login/provision-user.service';
import { getJson, sendJson } from '../../test/http';
import { seedUserToken } from '../../test/login-client';
import { refused, registerAccount } from '../../test/register-client';
import { useTestServer } from '../../test/use-test-server';

// The instance's license (issue 16) over HTTP against the real embedded database: the flags system_setting/show
// carries, the service stopping for end users, the user quota, and the console's show and install calls.
const server = useTestServer();
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PUBLIC = '/api/public/bff/v1.2';
const SESSION = '/api/bff/v1.2';
const DAY = 86_400_000;
const MINUTE = 60_000;
const DetailsResponse = envelope(LicenseDetails);

const flags = async (query = '') =>
  SystemSettingResponse.parse((await getJson(`${server.url}${PUBLIC}/system_setting/show${query}`)).body).data
    .license;
const token = (username: string) => seedUserToken(server.url, username);
const show = (bearer: string) => getJson(`${server.url}${SESSION}/license/show`, bearer);
const install = (bearer: string, license: string) =>
  sendJson(`${server.url}${SESSION}/license/install`, { license }, bearer);
const saveSession = (bearer: string) =>
  sendJson(`${server.url}${SESSION}/commons/session/save`, { access_token: bearer }, bearer);

/** Terms dated from the server's clock: in force from yesterday for a year, 1000 users, unless `facts` say. */
const terms = (facts: Partial<LicensePayload> = {}): LicensePayload => {
  const now = server.clock.now().getTime();
  return {
    licenseId: `test-${now}`,
    licensee: 'Test Inc.',
    trial: false,
    notBefore: new Date(now - DAY).toISOString(),
    notAfter: new Date(now + 365 * DAY).toISOString(),
    maxUsers: 1000,
    ...facts,
  };
};
const signed = (payload: LicensePayload) => signedLicenseFile(payload, demoLicensePrivateKey());
/** Puts a license in the database as an install would, ended or not (the install call refuses ended ones). */
const put = (payload: LicensePayload) =>
  saveLicense(server.db, { fileText: signed(payload), payload, installedAt: server.clock.now() });

let moved = 0;
const advance = (ms: number) => {
  server.clock.advance(ms);
  moved += ms;
};
afterEach(async () => {
  server.clock.advance(-moved);
  moved = 0;
  await put(terms());
});

describe('system_setting/show carries the license flags', () => {
  it("answers the seed's license, in force for a year, for every tenant", async () => {
    const license = await flags();
    expect(license).toMatchObject({
      expired: false,
      trialExpired: false,
      limited: false,
      quicklyExpired: false,
      trial: false,
    });
    const left = Date.parse(license?.expiresAt ?? '') - server.clock.now().getTime();
    expect(left).toBeGreaterThan(360 * DAY);
    expect(await flags('?enterpriseId=demo-branch')).toEqual(license);
  });

  it(`sets quicklyExpired ${LICENSE_WARNING_DAYS} days before the end, expired at the end`, async () => {
    const end = server.clock.now().getTime() + LICENSE_WARNING_DAYS * DAY + MINUTE;
    await put(terms({ notAfter: new Date(end).toISOString() }));
    expect(await flags()).toMatchObject({ quicklyExpired: false, expired: false });
    advance(2 * MINUTE);
    expect(await flags()).toMatchObject({ quicklyExpired: true, expired: false });
    advance(end - server.clock.now().getTime() - MINUTE);
    expect(await flags()).toMatchObject({ quicklyExpired: true, expired: false });
    advance(2 * MINUTE);
    expect(await flags()).toMatchObject({ quicklyExpired: false, expired: true, trialExpired: false });
  });

  it('says trialExpired for a trial past its end, expired for a license not yet begun', async () => {
    const end = server.clock.now().getTime() + MINUTE;
    await put(terms({ trial: true, notAfter: new Date(end).toISOString() }));
    expect(await flags()).toMatchObject({ trial: true, quicklyExpired: true, trialExpired: false });
    advance(2 * MINUTE);
    expect(await flags()).toMatchObject({ trial: true, trialExpired: true, expired: false });

    const start = server.clock.now().getTime() + MINUTE;
    await put(terms({ notBefore: new Date(start).toISOString() }));
    expect(await flags()).toMatchObject({ expired: true });
    advance(2 * MINUTE);
    expect(await flags()).toMatchObject({ expired: false });
  });

  it('sets limited once the users outnumber maxUsers, not at exactly maxUsers', async () => {
    const users = await instanceUserCount(server.db);
    await put(terms({ maxUsers: users }));
    expect(await flags()).toMatchObject({ limited: false, expired: false });
    await put(terms({ maxUsers: users - 1 }));
    expect(await flags()).toMatchObject({ limited: true, expired: false });
  });

  it("is expired with no license this server's key vouches for", async () => {
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const payload = terms();
    await saveLicense(server.db, {
      fileText: signedLicenseFile(payload, stranger),
      payload,
      installedAt: server.clock.now(),
    });
    expect(await flags()).toMatchObject({ expired: true, trial: false, expiresAt: null });
  });
});

describe('an expired license stops the service', () => {
  it.each([
    ['expired', {}],
    ['trial expired', { trial: true }],
  ])("%s: refuses an end user's session calls (but logout), saves an administrator", async (_name, facts) => {
    const [demo, admin, developer] = [await token('demo'), await token('admin'), await token('developer')];
    const now = server.clock.now().getTime();
    await put(
      terms({
        ...facts,
        notBefore: new Date(now - 30 * DAY).toISOString(),
        notAfter: new Date(now - DAY).toISOString(),
      }),
    );
    expect(FailedEnvelope.parse((await saveSession(demo)).body)).toMatchObject({
      code: 'Forbidden',
      message: LICENSE_REFUSALS.serviceStopped,
    });
    // Every session call, however the token was got, not only the save: the token answers nothing but logout.
    expect(
      FailedEnvelope.parse((await getJson(`${server.url}${SESSION}/commons/user_details`, demo)).body),
    ).toMatchObject({ code: 'Forbidden', message: LICENSE_REFUSALS.serviceStopped });
    expect((await sendJson(`${server.url}${SESSION}/commons/logout`, {}, demo)).status).toBe(200);
    expect(SessionSaveResponse.parse((await saveSession(admin)).body).data.saved).toBe(true);
    expect(SessionSaveResponse.parse((await saveSession(developer)).body).data.saved).toBe(true);
    expect((await getJson(`${server.url}${SESSION}/commons/user_details`, admin)).status).toBe(200);

    await put(terms());
    const again = await token('demo');
    expect(SessionSaveResponse.parse((await saveSession(again)).body).data.saved).toBe(true);
  });
});

describe('the user quota', () => {
  const quotaRefusal = { code: LICENSE_CODES.overQuota, message: LICENSE_CODES.overQuota };
  const account = (username: string) => ({ username, password: 'Quota#2024x' });

  it('refuses a registration with InvalidUserLicense at maxUsers, takes one below it', async () => {
    const users = await instanceUserCount(server.db);
    await put(terms({ maxUsers: users + 1 }));
    expect((await registerAccount(server.url, account('quotafits'))).body).toMatchObject({ success: true });
    expect(await instanceUserCount(server.db)).toBe(users + 1);
    expect(refused(await registerAccount(server.url, account('quotaover')))).toEqual(quotaRefusal);
    await put(terms({ maxUsers: LIMITED_MAX_USERS }));
    expect(refused(await registerAccount(server.url, account('quotalimited')))).toEqual(quotaRefusal);
    expect(await instanceUserCount(server.db)).toBe(users + 1);
  });

  it("makes no third-party source's account at maxUsers", async () => {
    await put(terms({ maxUsers: await instanceUserCount(server.db) }));
    const identity = {
      issuer: 'quota-test-issuer',
      subject: 'quota-subject',
      displayName: 'Quota',
      preferredUsername: 'quotaprovisioned',
      email: null,
      phone: null,
      emailVerified: false,
      phoneVerified: false,
    };
    const deps = { db: server.db, licenseKey: demoLicensePublicKey() };
    expect(await provisionLinkedUser(deps, 'demo', 'ddtalk', identity, server.clock.now())).toBe(OVER_QUOTA);
  });
});

describe('license/show and license/install', () => {
  const refusal = (response: { body: unknown }) => {
    const { code, message } = FailedEnvelope.parse(response.body);
    return { code, message };
  };
  const invalidFile = { code: 'InvalidParameter', message: LICENSE_REFUSALS.invalidFile };

  it('refuses an end user both', async () => {
    const demo = await token('demo');
    expect(refusal(await show(demo)).code).toBe('Forbidden');
    expect(refusal(await install(demo, signed(terms()))).code).toBe('Forbidden');
  });

  it('show answers an administrator the license, the users counted and the flags', async () => {
    const payload = terms({ licensee: 'Shown Inc.' });
    await put(payload);
    const details = DetailsResponse.parse((await show(await token('developer'))).body).data;
    expect(details.license).toEqual(payload);
    expect(details.userCount).toBe(await instanceUserCount(server.db));
    expect(details.state).toMatchObject({ expired: false, limited: false });
  });

  it('install refuses a tampered payload, another key, malformed JSON and an ended license', async () => {
    const admin = await token('admin');
    const before = DetailsResponse.parse((await show(admin)).body).data.license;
    const file = JSON.parse(signed(terms())) as { payload: string; signature: string };
    const richer = Buffer.from(JSON.stringify(terms({ maxUsers: 1_000_000 }))).toString('base64url');
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const now = server.clock.now().getTime();
    const cases = [
      JSON.stringify({ ...file, payload: richer }),
      signedLicenseFile(terms(), stranger),
      '{"payload": "abc", "signature": ',
      JSON.stringify({ payload: file.payload }),
      JSON.stringify({ ...file, signature: 'AAAA' }),
      // Signed, but not a license's terms.
      signed({ ...terms(), maxUsers: 0 }),
    ];
    for (const text of cases) expect(refusal(await install(admin, text)), text).toEqual(invalidFile);
    const ended = signed(terms({ notAfter: new Date(now - MINUTE).toISOString() }));
    expect(refusal(await install(admin, ended))).toEqual({
      code: 'InvalidParameter',
      message: LICENSE_REFUSALS.expiredFile,
    });
    // Longer than any other field, yet a license file's length is taken; longer than a license's is refused
    // unread, as any field too long (HTTP 400).
    expect(refusal(await install(admin, 'x'.repeat(6000)))).toEqual(invalidFile);
    const tooLong = await install(admin, 'x'.repeat(LICENSE_FILE_MAX_CHARS + 1));
    expect(tooLong.status).toBe(400);
    expect(refusal(tooLong).code).toBe('InvalidParameter');
    expect(DetailsResponse.parse((await show(admin)).body).data.license).toEqual(before);
  });

  it("installs the demo issuer's files in place of the license, and system_setting/show follows", async () => {
    const issue = async (state: DemoLicenseState) =>
      (
        await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'server/scripts/license-issue.ts', '--state', state],
          { cwd: REPO_ROOT },
        )
      ).stdout;
    const files = await Promise.all(DEMO_LICENSE_STATES.map(issue));
    const file = (state: DemoLicenseState) => files[DEMO_LICENSE_STATES.indexOf(state)] ?? '';
    const admin = await token('admin');
    const expected: [DemoLicenseState, Record<string, boolean>][] = [
      ['expiring', { quicklyExpired: true, trial: false, expired: false }],
      ['limited', { limited: true, quicklyExpired: false }],
      ['trial', { trial: true, quicklyExpired: false, trialExpired: false }],
      ['trial-expiring', { trial: true, quicklyExpired: true }],
      ['valid', { trial: false, limited: false, quicklyExpired: false, expired: false }],
    ];
    for (const [state, state_flags] of expected) {
      const installed = DetailsResponse.parse((await install(admin, file(state))).body).data;
      expect(installed.state, state).toMatchObject(state_flags);
      expect(installed.license?.licenseId).toMatch(new RegExp(`^demo-${state}-`));
      expect(await flags(), state).toEqual(installed.state);
    }
    for (const state of ['expired', 'trial-expired'] as const)
      expect(refusal(await install(admin, file(state))).message, state).toBe(LICENSE_REFUSALS.expiredFile);
  });
});
