import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PendingRegistrationsResponse } from '../../schemas/register.schema';
import { TEST_KDF_COST } from '../crypto/kdf-cost';
import type { Deps } from '../deps';
import { settlePluginPerson } from '../features/plugin-login/plugin-person.service';
import { openPluginSource } from '../features/plugin-login/plugin-source.service';
import { demoLicenseFile, type DemoLicenseState } from '../license/demo-licenses';
import { demoLicensePublicKey } from '../license/license-key';
import { outboxFor } from '../messaging/outbox.repo';
import { DEMO_HR_PEOPLE } from '../plugin/demo-plugin-people';
import { findTenant } from '../tenant/tenant.repo';
import { loginToken } from '../test/login-client';
import { applicationToken, approvals, registerAccount } from '../test/register-client';
import { BOOT_TIMEOUT_MS, startTestServer, type TestServer } from '../test/start-test-server';
import { seededDataDir } from '../test/template-data-dir';
import { testSecretBox } from '../test/test-secret-box';
import { admin as runAdmin } from './admin';

// `npm run admin`, as an administrator (or an end-to-end test) runs it: through a running server's API, or on the
// database of a stopped one. The commands run in this process, without a Node and tsx to boot for each; two run
// as their own process, for what only a process shows: its exit code and streams, and the PGlite directory's
// lock against another process.
const PASSWORD = 'Joined#2024x';
const COMMAND_TIMEOUT_MS = 60_000;
/** The plugin source whose seeded link to demo the commands take away (plugin_hr_auto's stays). */
const PLUGIN_UNLINKED = 'plugin_hr_demo';

type Run = { code: number | null; stdout: string; stderr: string };
/** This process's environment, with the PGlite directory's database rather than any DATABASE_URL set outside. */
const commandEnv = (env: Record<string, string>) => ({ ...process.env, DATABASE_URL: '', ...env });
async function admin(args: string[], env: Record<string, string> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const terminal = {
    out: (line: string) => (stdout += `${line}\n`),
    note: (line: string) => (stderr += `${line}\n`),
  };
  const code = await runAdmin(args, commandEnv(env), terminal);
  return { code, stdout, stderr };
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
function adminProcess(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/admin.ts', ...args], {
    cwd: REPO_ROOT,
    env: commandEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

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

describe.concurrent('through a running server (--server URL --token TOKEN)', () => {
  const through = (...args: string[]) => [...args, '--server', running().url, '--token', token];
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

  // The links and the license share nothing: each runs its commands one at a time (a PGlite directory serves one
  // process), the license's on a copy of the directory, both at once.
  it.concurrent(
    "lists an account's third-party and plugin links and unlinks one of each",
    { timeout: 5 * COMMAND_TIMEOUT_MS },
    async ({ expect }) => {
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

  it.concurrent(
    "sets, lists and takes away a tenant's composite chain, refusing a plan the server would not run",
    { timeout: 6 * COMMAND_TIMEOUT_MS },
    async ({ expect, onTestFinished }) => {
      const copy = mkdtempSync(path.join(tmpdir(), 'idaas-admin-chains-'));
      onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
      cpSync(dataDir, copy, { recursive: true });
      const env = { DATA_DIR: copy };
      const password = 'system_password_adapter';
      expect(await admin(['chains'], env)).toMatchObject({ code: 0, stderr: /has no composite chain/ });
      const set = await admin(['chain', password, password, 'system_mobilephonetoken_adapter', 'otp'], env);
      expect(set, set.stderr).toMatchObject({ code: 0 });
      expect((await admin(['chains'], env)).stdout).toBe(
        `${password}\t${password} → system_mobilephonetoken_adapter → otp\n`,
      );
      expect(await admin(['chain', password, 'otp', password], env)).toMatchObject({
        code: 1,
        stderr: /the first step must be the adapter itself; login steps come before second factors/,
      });
      expect(await admin(['chain', password, password, 'fingerprint'], env)).toMatchObject({
        code: 1,
        stderr: /no step fingerprint/,
      });
      expect(await admin(['unchain', password], env)).toMatchObject({ code: 0, stdout: /^unchained\t/ });
      expect(await admin(['unchain', password], env)).toMatchObject({ code: 1, stderr: /starts no chain/ });
    },
  );

  it.concurrent(
    'prints the license and installs a file in its place, an ended one only with --allow-ended',
    { timeout: 5 * COMMAND_TIMEOUT_MS },
    async ({ expect, onTestFinished }) => {
      const copy = mkdtempSync(path.join(tmpdir(), 'idaas-admin-license-'));
      onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
      cpSync(dataDir, copy, { recursive: true });
      const env = { DATA_DIR: copy };
      const file = (state: DemoLicenseState) => {
        const at = path.join(copy, `${state}.lic`);
        writeFileSync(at, demoLicenseFile(state, new Date()));
        return at;
      };
      const shown = await admin(['license'], env);
      expect(shown, shown.stderr).toMatchObject({ code: 0, stdout: /^licensee\tDemo Inc\.$/m });
      expect(shown.stdout).toMatch(/^flags\t-$/m);
      expect(await admin(['license-install', file('expiring')], env)).toMatchObject({
        code: 0,
        stdout: /^flags\tquicklyExpired$/m,
      });
      const expired = file('expired');
      expect(await admin(['license-install', expired], env)).toMatchObject({
        code: 1,
        stderr: /license\.expiredFile/,
      });
      expect(await admin(['license-install', expired, '--allow-ended'], env)).toMatchObject({
        code: 0,
        stdout: /^flags\texpired$/m,
      });
      expect(await admin(['license', '--enterprise', 'demo'], env)).toMatchObject({ code: 1 });
      expect((await admin(['license-install', file('valid')], env)).stdout).toMatch(/^flags\t-$/m);
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
