import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestTokenSuccess } from '../../../schemas/password-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { checkInDirectory } from '../../directory/directory-client';
import { startDemoDirectory, type DemoDirectory } from '../../directory/demo-directory';
import {
  findTenantDirectory,
  moveTenantDirectory,
  saveTenantDirectory,
} from '../../directory/tenant-directory.repo';
import { testSecretBox } from '../../test/test-secret-box';
import { freePort } from '../../net/free-port';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import { RESET_PASSWORD_REFUSALS, LICENSE_CODES, SMS_LOGIN_CODES } from '../../../schemas/refusals';
import { demoLicensePayload } from '../../license/demo-licenses';
import { signedLicenseFile } from '../../license/license-file';
import { demoLicensePrivateKey } from '../../license/license-key';
import { instanceUserCount, saveLicense } from '../../license/license.repo';
import { refusalOf, resetClient } from '../../test/reset-password-client';
import { smsLoginClient } from '../../test/sms-login-client';
import { sendJson } from '../../test/http';
import {
  directoryUserRows,
  hasLoginFailures,
  insertTestAccount,
  setAccountStatus,
  tokenAuthType,
} from '../../test/inspect.repo';
import {
  encryptedFields,
  errorDescription,
  login,
  solvedCaptcha,
  type LoginFields,
} from '../../test/login-client';
import { useTestServer } from '../../test/use-test-server';
import { updateTenantSettings } from '../../tenant/tenant.repo';

// The demo tenant's LDAP adapter against a real OpenLDAP server loaded with server/seed/demo-directory.ldif.
const server = useTestServer();
let directory: DemoDirectory;
const PEOPLE = 'ou=people,dc=idaas-demo,dc=example';
const PASSWORD = 'Ldap@123456';

beforeAll(async () => {
  directory = await startDemoDirectory();
  await moveTenantDirectory(server.db, 'demo', ADAPTERS.ldap, directory.url);
});
afterAll(() => directory?.stop());

const directoryLogin = async (username: string, password: string, extra: LoginFields = {}) =>
  sendJson(`${server.url}/api/public/bff/v1.2/adapter/inside/password`, {
    client_id: 'demo-login-client',
    grant_type: 'password',
    scope: 'read',
    username,
    ...(await encryptedFields(server.url, password)),
    _enterprise_id: 'demo',
    enterpriseAuthId: ADAPTERS.ldap,
    ...extra,
  });

/** Points the demo adapter elsewhere for one test, and back after it. */
async function withDirectoryAt(url: string, run: () => Promise<void>) {
  await moveTenantDirectory(server.db, 'demo', ADAPTERS.ldap, url);
  try {
    await run();
  } finally {
    await moveTenantDirectory(server.db, 'demo', ADAPTERS.ldap, directory.url);
  }
}

/** Searches the demo directory with another filter for one test, and with its own after it. */
async function withUserFilter(userFilter: string, run: () => Promise<void>) {
  const directoryRow = await findTenantDirectory(server.db, testSecretBox, 'demo', ADAPTERS.ldap);
  if (!directoryRow) throw new Error('the demo tenant has no directory');
  const save = (filter: string) =>
    saveTenantDirectory(server.db, testSecretBox, 'demo', ADAPTERS.ldap, {
      ...directoryRow,
      userFilter: filter,
    });
  await save(userFilter);
  try {
    await run();
  } finally {
    await save(directoryRow.userFilter);
  }
}

describe('adapter/inside/password against the directory', () => {
  it('signs a directory person in, making their local user on the first login and finding it after', async () => {
    const first = await directoryLogin('ldapuser', PASSWORD);
    expect(first.status).toBe(200);
    const token = RestTokenSuccess.parse(first.body).access_token;
    expect(await tokenAuthType(server.db, token)).toBe(ADAPTERS.ldap);
    const expected = {
      username: 'ldapuser',
      displayName: '林目录 Lin Mulu',
      email: 'ldapuser@idaas-demo.example',
      phoneNumber: '13800138050',
      passwordHash: null,
    };
    expect(await directoryUserRows(server.db, 'demo', `uid=ldapuser,${PEOPLE}`)).toEqual([expected]);

    expect((await directoryLogin('ldapuser', PASSWORD)).status).toBe(200);
    expect(await directoryUserRows(server.db, 'demo', `uid=ldapuser,${PEOPLE}`)).toEqual([expected]);
    // The local user has no password of its own: the password login does not know it, and the password
    // reset does not give it one (the directory's password is the directory's).
    expect(errorDescription(await login(server.url, 'ldapuser', PASSWORD))).toBe('invalid_password');
    for (const name of ['ldapuser', 'ldapuser@idaas-demo.example']) {
      const { body } = await resetClient(server.url).verifyUser(name);
      expect(body).toEqual({ success: false, code: '400', message: RESET_PASSWORD_REFUSALS.noAccount });
    }
    // Nor does the SMS login: its number copied from the directory signs nobody in without the directory.
    expect(refusalOf(await smsLoginClient(server.url).sendCode('13800138050')).code).toBe(
      SMS_LOGIN_CODES.noAccount,
    );
  });

  it('tells a wrong password from a name the directory does not have, and counts both', async () => {
    expect(errorDescription(await directoryLogin('ldapuser1', 'Wrong@123456'))).toBe('invalid_password');
    expect(await hasLoginFailures(server.db, 'demo', 'ldapuser1')).toBe(true);
    expect(errorDescription(await directoryLogin('nobody', PASSWORD))).toBe('user_not_found');
    expect(await hasLoginFailures(server.db, 'demo', 'nobody')).toBe(true);
    // The right password clears the count (after the captcha a counted failure asks for).
    expect((await directoryLogin('ldapuser1', PASSWORD, await solvedCaptcha(server.url))).status).toBe(200);
    expect(await hasLoginFailures(server.db, 'demo', 'ldapuser1')).toBe(false);
  });

  it('never binds without a password: LDAP would take that bind as anonymous, and let anyone in', async () => {
    const directoryRow = await findTenantDirectory(server.db, testSecretBox, 'demo', ADAPTERS.ldap);
    if (!directoryRow) throw new Error('the demo tenant has no directory');
    expect(await checkInDirectory(directoryRow, 'ldapuser', '')).toEqual({ kind: 'wrong', username: null });
    expect(await checkInDirectory(directoryRow, 'ldapuser', PASSWORD)).toMatchObject({ kind: 'pass' });
  });

  it('refuses an empty password before and after it is encrypted, and counts the second', async () => {
    const empty = await directoryLogin('ldaprefused1', '', { password: '' });
    expect(errorDescription(empty)).toBe('invalid_parameter');
    // A ciphertext of nothing gets past the form's check: the directory is still not asked to bind with it.
    expect(errorDescription(await directoryLogin('ldaprefused1', ''))).toBe('invalid_password');
    expect(await hasLoginFailures(server.db, 'demo', 'ldaprefused1')).toBe(true);
  });

  it('locks the account, not the name typed: a person found by mail or by uid counts on one lock', async () => {
    await withUserFilter('(&(objectClass=inetOrgPerson)(|(uid={username})(mail={username})))', async () => {
      const wrong = async (name: string) =>
        errorDescription(await directoryLogin(name, 'Wrong@123456', await solvedCaptcha(server.url)));
      expect(await wrong('ldaprefused2@idaas-demo.example')).toBe('invalid_password');
      expect(await wrong('ldaprefused2@idaas-demo.example')).toBe('will_lock:3');
      // Typed as its uid, the account has two failures on record already.
      expect(await wrong('ldaprefused2')).toBe('will_lock:2');
      expect(await wrong('ldaprefused2')).toBe('will_lock:1');
      expect(await wrong('LDAPREFUSED2@idaas-demo.example')).toBe('user_locked');
      const right = await directoryLogin('ldaprefused2', PASSWORD, await solvedCaptcha(server.url));
      expect(errorDescription(right)).toBe('user_locked');
    });
  });

  it('reads filter characters in a name as the name: no wildcard, no extra clause', async () => {
    expect(errorDescription(await directoryLogin('*', PASSWORD))).toBe('user_not_found');
    expect(errorDescription(await directoryLogin('ldapuser)(uid=*', PASSWORD))).toBe('user_not_found');
  });

  it('locks the name like the password login: warned, then locked, and the right password refused', async () => {
    const wrong = async () =>
      errorDescription(await directoryLogin('ldapuser2', 'Wrong@123456', await solvedCaptcha(server.url)));
    expect(await wrong()).toBe('invalid_password');
    expect(await wrong()).toBe('will_lock:3');
    expect(await wrong()).toBe('will_lock:2');
    expect(await wrong()).toBe('will_lock:1');
    expect(await wrong()).toBe('user_locked');
    const right = await directoryLogin('ldapuser2', PASSWORD, await solvedCaptcha(server.url));
    expect(errorDescription(right)).toBe('user_locked');
  });

  it('refuses a locked name in any spelling before the directory is asked', async () => {
    const wrong = async () =>
      errorDescription(await directoryLogin('ldapvisitor', 'Wrong@123456', await solvedCaptcha(server.url)));
    for (const answer of ['user_not_found', 'will_lock:3', 'will_lock:2', 'will_lock:1', 'user_locked']) {
      expect(await wrong()).toBe(answer);
    }
    // Nothing listens where the directory was: only the lock can answer.
    await withDirectoryAt(`ldap://127.0.0.1:${await freePort()}`, async () => {
      for (const spelling of ['LDAPVİSİTOR', 'ｌｄａｐｖｉｓｉｔｏｒ', ' LdapVisitor ']) {
        const refused = await directoryLogin(spelling, PASSWORD, await solvedCaptcha(server.url));
        expect(errorDescription(refused)).toBe('user_locked');
      }
    });
  });

  it('says the directory does not answer, without counting it, when nothing listens or it stays silent', async () => {
    await withDirectoryAt(`ldap://127.0.0.1:${await freePort()}`, async () => {
      expect(errorDescription(await directoryLogin('ldapuser3', PASSWORD))).toBe('directory_unavailable');
    });
    // A server that takes the connection and never answers: the directory's time limit (5 s) ends it.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      await withDirectoryAt(`ldap://127.0.0.1:${port}`, async () => {
        const started = Date.now();
        expect(errorDescription(await directoryLogin('ldapuser3', PASSWORD))).toBe('directory_unavailable');
        expect(Date.now() - started).toBeLessThan(15_000);
      });
    } finally {
      silent.close();
    }
    expect(await hasLoginFailures(server.db, 'demo', 'ldapuser3')).toBe(false);
    expect((await directoryLogin('ldapuser3', PASSWORD)).status).toBe(200);
  }, 30_000);

  it('says the directory does not answer when its filter finds more than one entry for a name', async () => {
    await withUserFilter('(|(uid={username})(uid=ldapuser1))', async () => {
      expect(errorDescription(await directoryLogin('ldapuser3', PASSWORD))).toBe('directory_unavailable');
    });
  });

  it("refuses an entry whose name is a local account's, and applies the local user's state", async () => {
    await insertTestAccount(server.db, { username: 'ldapuser4', email: null });
    expect(errorDescription(await directoryLogin('ldapuser4', PASSWORD))).toBe('user_conflict');

    // (The password login's failure above asks this name for the captcha.)
    const captcha = () => solvedCaptcha(server.url);
    expect((await directoryLogin('ldapuser', PASSWORD, await captcha())).status).toBe(200);
    await setAccountStatus(server.db, 'ldapuser', 'disabled');
    try {
      expect(errorDescription(await directoryLogin('ldapuser', PASSWORD, await captcha()))).toBe('disabled');
    } finally {
      await setAccountStatus(server.db, 'ldapuser', 'active');
    }
  });

  it('refuses an adapter that is not a directory of the tenant, and an empty adapter id', async () => {
    const other = { enterpriseAuthId: ADAPTERS.password, ...(await solvedCaptcha(server.url)) };
    expect(errorDescription(await directoryLogin('ldapuser1', PASSWORD, other))).toBe('invalid_parameter');
    expect(errorDescription(await directoryLogin('ldapuser', PASSWORD, { enterpriseAuthId: '' }))).toBe(
      'invalid_parameter',
    );
  });

  it('asks for the captcha when the tenant always does', async () => {
    await updateTenantSettings(server.db, 'demo', { captchaAlways: true });
    try {
      expect(errorDescription(await directoryLogin('ldapuser', PASSWORD))).toBe('invalid_captcha');
      expect((await directoryLogin('ldapuser', PASSWORD, await solvedCaptcha(server.url))).status).toBe(200);
    } finally {
      await updateTenantSettings(server.db, 'demo', { captchaAlways: false });
    }
  });

  it("makes no directory person's user at the license's quota: InvalidUserLicense, not counted", async () => {
    const payload = demoLicensePayload('valid', new Date());
    const licensed = (maxUsers: number) =>
      saveLicense(server.db, {
        fileText: signedLicenseFile({ ...payload, maxUsers }, demoLicensePrivateKey()),
        payload: { ...payload, maxUsers },
        installedAt: new Date(),
      });
    await licensed(await instanceUserCount(server.db));
    try {
      const refused = await directoryLogin('ldaprefused3', PASSWORD);
      expect(FailedEnvelope.parse(refused.body)).toMatchObject({
        code: LICENSE_CODES.overQuota,
        message: LICENSE_CODES.overQuota,
      });
      expect(await directoryUserRows(server.db, 'demo', `uid=ldaprefused3,${PEOPLE}`)).toEqual([]);
      expect(await hasLoginFailures(server.db, 'demo', 'ldaprefused3')).toBe(false);
      // A person whose user exists signs in all the same.
      expect((await directoryLogin('ldapuser', PASSWORD)).status).toBe(200);
    } finally {
      await licensed(payload.maxUsers);
    }
    expect((await directoryLogin('ldaprefused3', PASSWORD)).status).toBe(200);
  });
});
