import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PendingRegistrationsResponse } from '../../schemas/register.schema';
import { TEST_KDF_COST } from '../crypto/kdf-cost';
import type { Deps } from '../deps';
import { settlePluginPerson } from '../features/plugin-login/plugin-person.service';
import { openPluginSource } from '../features/plugin-login/plugin-source.service';
import { demoLicensePublicKey } from '../license/license-key';
import { outboxFor } from '../messaging/outbox.repo';
import { DEMO_HR_PEOPLE } from '../plugin/demo-plugin-people';
import { findTenant } from '../tenant/tenant.repo';
import { admin, adminProcess, COMMAND_TIMEOUT_MS } from '../test/admin-command';
import { loginToken } from '../test/login-client';
import { applicationToken, approvals, registerAccount } from '../test/register-client';
import { BOOT_TIMEOUT_MS, startTestServer, type TestServer } from '../test/start-test-server';
import { seededDataDir } from '../test/template-data-dir';
import { testSecretBox } from '../test/test-secret-box';

// `npm run admin`, as an administrator (or an end-to-end test) runs it: through a running server's API, or on the
// database of a stopped one. The commands run in this process (admin-command.ts); two run as their own process.
// A tenant's settings (composite chains, the license) are admin-settings.test.ts's.
const PASSWORD = 'Joined#2024x';
/** The plugin source whose seeded link to demo the commands take away (plugin_hr_auto's stays). */
const PLUGIN_UNLINKED = 'plugin_hr_demo';

let dataDir = '';
let server: TestServer | null = null;
let token = '';
const running = () => {
  if (!server) throw new Error('the server is not running');
  return server;
};
const register = (username: string) => registerAccount(running().url, { username, password: PASSWORD });

beforeAll(async () => {
  dataDir = await seededDataDir(TEST_KDF_COST);
  server = await startTestServer({ dataDir });
  token = await applicationToken(server.db);
  await Promise.all(['cliapprove', 'clireject', 'clidirect'].map(register));
}, BOOT_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.concurrent('through a running server (--server URL --token=TOKEN)', () => {
  // `--token=…`: an application token may start with a dash, which Node's parseArgs would read as an option.
  const through = (...args: string[]) => [...args, '--server', running().url, `--token=${token}`];
  const remote = (...args: string[]) => admin(through(...args));

  it('lists, approves and rejects registrations', { timeout: COMMAND_TIMEOUT_MS }, async ({ expect }) => {
    const listed = await adminProcess(through('approvals'));
    // Its error output names the cause when the command fails.
    expect(listed, listed.stderr).toMatchObject({ code: 0 });
    expect(listed.stdout).toMatch(/^cliapprove\tcliapprove@register\.example\.com\t-\t\d{4}-/m);
    expect(listed.stdout).toMatch(/^clireject\t/m);

    expect(await remote('approve', 'cliapprove')).toMatchObject({
      code: 0,
      stdout: /^APPROVED\tcliapprove\t/,
    });
    expect(await loginToken(running().url, 'cliapprove', PASSWORD)).toBeTruthy();
    expect(await remote('reject', 'clireject')).toMatchObject({ code: 0, stdout: /^REJECTED\tclireject\t/ });
    const again = await remote('approve', 'clireject');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('ResourceNotFound');
  });

  it(
    'fails, saying why, with a wrong token or without a command',
    { timeout: COMMAND_TIMEOUT_MS },
    async ({ expect }) => {
      const [refused, bare] = await Promise.all([
        admin(['approvals', '--server', running().url, '--token', 'not-a-token']),
        admin([]),
      ]);
      expect(refused).toMatchObject({ code: 1, stderr: /401/ });
      expect(bare).toMatchObject({ code: 1, stderr: /usage: npm run admin/ });
    },
  );

  it(
    "refuses to open the server's PGlite directory while the server holds it",
    { timeout: COMMAND_TIMEOUT_MS },
    async ({ expect }) => {
      const opened = await adminProcess(['approvals'], { DATA_DIR: dataDir });
      expect(opened.code).toBe(1);
      expect(opened.stderr).toContain(`in use by process ${process.pid}`);
    },
  );
});

describe('on the database of a stopped server', () => {
  let printedToken = '';

  it(
    'makes an application token, lists and approves, as the server would',
    { timeout: 3 * COMMAND_TIMEOUT_MS },
    async () => {
      await running().close();
      server = null;
      const env = { DATA_DIR: dataDir };
      const made = await admin(['api-token', 'ci-tool', '--enterprise', 'demo'], env);
      expect(made.code).toBe(0);
      printedToken = made.stdout.trim();
      expect(printedToken).toMatch(/^[\w-]{43}$/);
      expect((await admin(['approvals'], env)).stdout).toMatch(/^clidirect\t/m);
      expect(await admin(['approve', 'clidirect'], env)).toMatchObject({
        code: 0,
        stdout: /^APPROVED\tclidirect/,
      });
    },
  );

  it(
    "lists an account's third-party and plugin links and unlinks one of each",
    { timeout: 5 * COMMAND_TIMEOUT_MS },
    async () => {
      const env = { DATA_DIR: dataDir };
      const linked = await admin(['links', 'demo'], env);
      expect(linked, linked.stderr).toMatchObject({ code: 0 });
      // The seed links zhangwei to demo for every source, and the plugin's 张伟 to demo on both plugin sources:
      // those show as the source's id, the KIND unlink takes.
      expect(linked.stdout).toMatch(/^wechat\t\d{4}-/m);
      expect(linked.stdout).toMatch(/^plugin_hr_demo\t\d{4}-/m);
      expect(linked.stdout).toMatch(/^plugin_hr_auto\t\d{4}-/m);
      expect(await admin(['unlink', 'demo', 'wechat'], env)).toMatchObject({
        code: 0,
        stdout: /^unlinked\tdemo\twechat/,
      });
      expect(await admin(['unlink', 'demo', PLUGIN_UNLINKED], env)).toMatchObject({
        code: 0,
        stdout: /^unlinked\tdemo\tplugin_hr_demo$/m,
      });
      const left = await admin(['links', 'demo'], env);
      expect(left.stdout).not.toMatch(/^wechat\t/m);
      expect(left.stdout).not.toMatch(/^plugin_hr_demo\t/m);
      // Only the source named goes: the other plugin source's link to the same person stays.
      expect(left.stdout).toMatch(/^plugin_hr_auto\t/m);
      expect(await admin(['unlink', 'demo', 'wechat'], env)).toMatchObject({ code: 1, stderr: /not linked/ });
      expect(await admin(['unlink', 'demo', 'plugin_nobody'], env)).toMatchObject({
        code: 1,
        stderr: /demo is not linked through plugin_nobody/,
      });
      expect(await admin(['unlink', 'demo', 'myspace'], env)).toMatchObject({
        code: 1,
        stderr:
          /no source kind myspace: a third-party kind \(.*wechat.*\) or a plugin source's id \(plugin_…\)/,
      });
    },
  );

  it(
    'leaves the server a database where the account signs in and the token works',
    async () => {
      server = await startTestServer({ dataDir });
      expect(await loginToken(server.url, 'clidirect', PASSWORD)).toBeTruthy();
      const listed = PendingRegistrationsResponse.parse(
        (await approvals.list(server.url, printedToken)).body,
      );
      expect(listed.data.map((r) => r.username)).not.toContain('clidirect');
      expect((await outboxFor(server.db, 'clidirect@register.example.com'))[0]?.subject).toContain(
        'Registration approved',
      );
    },
    BOOT_TIMEOUT_MS,
  );

  it('has the unlinked plugin source ask 张伟 for a binding again, the other still sign him in', async () => {
    // The trace check's step after the plugin's code exchange (plugin-person.service.ts), on the database the
    // commands left: the exchange itself needs the demo plugin's process, which this file does not start.
    const { db, clock, kdfCost } = running();
    const deps: Deps = {
      db,
      clock,
      captchaFactory: () => ({ text: 'TEST', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      secretBox: testSecretBox,
      mailer: null,
      devOutbox: true,
      publicOrigin: null,
      licenseKey: demoLicensePublicKey(),
      kdfCost,
    };
    const tenant = await findTenant(db, 'demo');
    const person = DEMO_HR_PEOPLE.find((p) => p.username === 'zhangwei');
    const settle = async (enterpriseAuthId: string) => {
      const source = await openPluginSource(deps, 'demo', enterpriseAuthId);
      if (!tenant || !person || !source) throw new Error(`no demo tenant, 张伟 or ${enterpriseAuthId}`);
      const trace = {
        traceId: randomUUID(),
        authCode: randomUUID(),
        browserId: randomUUID(),
        chainCodeHash: null,
      };
      return settlePluginPerson(deps, tenant, source, person, trace);
    };
    expect(await settle(PLUGIN_UNLINKED)).toEqual({ ok: true, data: { needBind: true } });
    expect(await settle('plugin_hr_auto')).toMatchObject({
      ok: true,
      data: { portalBound: true, auth: true },
    });
  });
});
