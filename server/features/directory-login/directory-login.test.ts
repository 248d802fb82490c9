import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestTokenSuccess } from '../../../schemas/password-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { startDemoDirectory, type DemoDirectory } from '../../directory/demo-directory';
import { moveTenantDirectory } from '../../directory/tenant-directory.repo';
import { freePort } from '../../net/free-port';
import { FORGOT_PASSWORD_REFUSALS } from '../../../schemas/refusals';
import { resetClient } from '../../test/forgot-password-client';
import { sendJson } from '../../test/http';
import {
  directoryUserRows,
  hasLoginFailures,
  insertTestAccount,
  setAccountStatus,
  tokenAuthType,
} from '../../test/inspect.repo';
import {
  encryptPassword,
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

const directoryLogin = (username: string, password: string, extra: LoginFields = {}) =>
  sendJson(`${server.url}/api/public/bff/v1.2/adapter/inside/password`, {
    client_id: 'demo-login-client',
    grant_type: 'password',
    scope: 'read',
    username,
    password: encryptPassword(server.key, password),
    _enterprise_id: 'demo',
    sm2_code: server.key.code,
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
    expect(errorDescription(await login(server.url, server.key, 'ldapuser', PASSWORD))).toBe(
      'invalid_password',
    );
    for (const name of ['ldapuser', 'ldapuser@idaas-demo.example']) {
      const { body } = await resetClient(server.url).verifyUser(name);
      expect(body).toEqual({ success: false, code: '400', message: FORGOT_PASSWORD_REFUSALS.noAccount });
    }
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

  it('refuses an adapter that is not a directory of the tenant, and a form that is not a grant', async () => {
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
});
