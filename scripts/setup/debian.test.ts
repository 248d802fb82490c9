import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The check `npm test` starts with (scripts/setup/debian.sh --check), over a root of its own (PREREQ_ROOT).
const SCRIPT = path.join(import.meta.dirname, 'debian.sh');
const NEEDED = [
  'usr/bin/chromium',
  'usr/lib/postgresql/17/bin/initdb',
  'usr/bin/oathtool',
  'usr/sbin/slapd',
  'usr/bin/softhsm2-util',
  'usr/bin/pkcs11-tool',
  'usr/bin/g++',
  'usr/bin/make',
  'usr/bin/python3',
];

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A machine's root holding these programs (empty files, executable). */
function rootWith(programs: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'idaas-prereq-'));
  roots.push(root);
  for (const program of programs) {
    mkdirSync(path.join(root, path.dirname(program)), { recursive: true });
    writeFileSync(path.join(root, program), '');
    chmodSync(path.join(root, program), 0o755);
  }
  return root;
}

const check = (root: string) =>
  spawnSync('bash', [SCRIPT, '--check'], { env: { ...process.env, PREREQ_ROOT: root }, encoding: 'utf8' });

describe('the prerequisites check', () => {
  it('stops at once on a bare machine, naming every package and the command that installs them', () => {
    const run = check(rootWith([]));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'chromium fonts-noto-cjk postgresql oathtool slapd softhsm2 opensc build-essential python3',
    );
    expect(run.stderr).toContain('npm run setup:debian');
  });

  it('names only what is missing', () => {
    const run = check(rootWith(NEEDED.filter((program) => !program.endsWith('slapd'))));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/does not have: slapd\n/);
  });

  it('passes, silent, where everything is installed', () => {
    expect(check(rootWith(NEEDED))).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });
});
