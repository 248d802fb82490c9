import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { TEST_KDF_COST } from '../crypto/kdf-cost';
import { demoLicenseFile, type DemoLicenseState } from '../license/demo-licenses';
import { admin, COMMAND_TIMEOUT_MS } from '../test/admin-command';
import { seededDataDir } from '../test/template-data-dir';

// A tenant's settings through `npm run admin` on the database of a stopped server: its composite chains and the
// instance's license, each on a seeded directory of its own (a PGlite directory serves one process at a time),
// both at once. Accounts, approvals and links are admin.test.ts's.
describe('on the database of a stopped server', () => {
  it.concurrent(
    "sets, lists and takes away a tenant's composite chain, refusing a plan the server would not run",
    { timeout: 6 * COMMAND_TIMEOUT_MS },
    async ({ expect, onTestFinished }) => {
      const copy = await seededDataDir(TEST_KDF_COST);
      onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
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
      const copy = await seededDataDir(TEST_KDF_COST);
      onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
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
});
