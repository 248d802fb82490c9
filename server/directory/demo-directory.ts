import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../net/free-port';

/** The demo directory's people and service account (an LDIF in the repository). */
export const DEMO_DIRECTORY_LDIF = path.join(import.meta.dirname, '../seed/demo-directory.ldif');
export const DEMO_DIRECTORY_BASE_DN = 'dc=idaas-demo,dc=example';
export const DEMO_DIRECTORY_SERVICE = {
  dn: `cn=idaas-login,ou=services,${DEMO_DIRECTORY_BASE_DN}`,
  password: 'IdaasReader@2026',
} as const;

const SLAPD_CANDIDATES = ['/usr/sbin/slapd', '/usr/local/libexec/slapd'];
const MODULE_DIRS = ['/usr/lib/ldap', '/usr/lib/x86_64-linux-gnu/ldap', '/usr/lib/aarch64-linux-gnu/ldap'];
const SCHEMA_DIR = '/etc/ldap/schema';

export interface DemoDirectory {
  /** `ldap://127.0.0.1:<port>`: plain LDAP on the loopback only. */
  url: string;
  /** Stops slapd and deletes its directory. */
  stop(): Promise<void>;
}

/** OpenLDAP's server, where Debian's `slapd` package puts it; null when it is not installed. */
export const slapdPath = (): string | null => SLAPD_CANDIDATES.find((p) => existsSync(p)) ?? null;

// The search account reads people (never a password); a person's password is only compared, by a bind.
const config = (dir: string, moduleDir: string) => `
include ${SCHEMA_DIR}/core.schema
include ${SCHEMA_DIR}/cosine.schema
include ${SCHEMA_DIR}/inetorgperson.schema
modulepath ${moduleDir}
moduleload back_mdb
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
database mdb
maxsize 16777216
suffix "${DEMO_DIRECTORY_BASE_DN}"
rootdn "cn=root,${DEMO_DIRECTORY_BASE_DN}"
directory ${dir}/data
access to attrs=userPassword
  by anonymous auth
  by * none
access to *
  by dn.exact="${DEMO_DIRECTORY_SERVICE.dn}" read
  by self read
  by * none
`;

/**
 * A real OpenLDAP server for the demo tenant's directory: a fresh database under a temp dir, loaded from the
 * repository's LDIF with `slapadd` (offline, before the server starts), then `slapd` in the foreground on
 * 127.0.0.1 at `port` (a free one by default). Resolves once it accepts connections. `npm start` and the
 * tests run one each; nothing in it outlives the process that started it.
 */
export async function startDemoDirectory(options: { port?: number } = {}): Promise<DemoDirectory> {
  const slapd = slapdPath();
  if (!slapd) throw new Error(`OpenLDAP's slapd is not installed (looked in ${SLAPD_CANDIDATES.join(', ')})`);
  const moduleDir = MODULE_DIRS.find((d) => existsSync(path.join(d, 'back_mdb.so')));
  if (!moduleDir) throw new Error(`slapd's back_mdb module not found (looked in ${MODULE_DIRS.join(', ')})`);
  const dir = mkdtempSync(path.join(tmpdir(), 'idaas-slapd-'));
  mkdirSync(path.join(dir, 'data'));
  const conf = path.join(dir, 'slapd.conf');
  writeFileSync(conf, config(dir, moduleDir));
  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    child = null;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // slapadd is slapd under another name (Debian links it); -T picks the tool by its name the same way.
    await run(slapd, ['-T', 'add', '-f', conf, '-l', DEMO_DIRECTORY_LDIF]);
    const port = options.port ?? (await freePort());
    const url = `ldap://127.0.0.1:${port}`;
    // -d 0: stay in the foreground (so the child is slapd itself, stopped with this process), no debug output.
    const started = spawn(slapd, ['-f', conf, '-h', `${url}/`, '-d', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = started;
    // Whatever way this process ends (short of SIGKILL), its slapd and its files end with it.
    process.once('exit', () => {
      started.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    });
    let errors = '';
    started.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await untilListening(port, started, () => errors);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${errors}`)),
    );
  });
}

/** Tries the port every 50 ms for 10 s; slapd exiting first (a port taken, a bad config) fails at once. */
async function untilListening(port: number, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd exited ${child.exitCode}: ${errors()}`);
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`slapd did not listen on ${port} within 10 s: ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
