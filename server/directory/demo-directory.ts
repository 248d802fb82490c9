import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
  /** `ldap://127.0.0.1:<port>`: plain LDAP on the loopback only (StartTLS too, with `tls`). */
  url: string;
  /** With `tls`: `ldaps://127.0.0.1:<port>`, and the PEM of the CA that signed the server's certificate. */
  tls: { ldapsUrl: string; caPem: string } | null;
  /** Stops slapd and deletes its directory. */
  stop(): Promise<void>;
}

/** OpenLDAP's server, where Debian's `slapd` package puts it; null when it is not installed. */
export const slapdPath = (): string | null => SLAPD_CANDIDATES.find((p) => existsSync(p)) ?? null;

// The search account reads people (never a password); a person's password is only compared, by a bind.
const config = (dir: string, moduleDir: string, tls: boolean) => `${
  tls
    ? `TLSCACertificateFile ${dir}/ca.pem
TLSCertificateFile ${dir}/server.pem
TLSCertificateKeyFile ${dir}/server.key`
    : ''
}
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
export async function startDemoDirectory(
  options: { port?: number; tls?: boolean } = {},
): Promise<DemoDirectory> {
  const slapd = slapdPath();
  if (!slapd) throw new Error(`OpenLDAP's slapd is not installed (looked in ${SLAPD_CANDIDATES.join(', ')})`);
  const moduleDir = MODULE_DIRS.find((d) => existsSync(path.join(d, 'back_mdb.so')));
  if (!moduleDir) throw new Error(`slapd's back_mdb module not found (looked in ${MODULE_DIRS.join(', ')})`);
  sweepStaleDirectories();
  const dir = mkdtempSync(path.join(tmpdir(), PREFIX));
  mkdirSync(path.join(dir, 'data'));
  const conf = path.join(dir, 'slapd.conf');
  const tls = options.tls === true;
  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    child = null;
    // (A slapd that never started has no pid and sends no exit.)
    if (running?.pid !== undefined && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (tls) await makeCertificates(dir);
    writeFileSync(conf, config(dir, moduleDir, tls));
    // slapadd is slapd under another name (Debian links it); -T picks the tool by its name the same way.
    await run(slapd, ['-T', 'add', '-f', conf, '-l', DEMO_DIRECTORY_LDIF]);
    const port = options.port ?? (await freePort());
    const url = `ldap://127.0.0.1:${port}`;
    const ldapsPort = tls ? await freePort() : null;
    const ldapsUrl = ldapsPort === null ? null : `ldaps://127.0.0.1:${ldapsPort}`;
    const listen = ldapsUrl ? `${url}/ ${ldapsUrl}/` : `${url}/`;
    // -d 0: stay in the foreground (so the child is slapd itself, stopped with this process), no debug output.
    const started = spawn(slapd, ['-f', conf, '-h', listen, '-d', '0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child = started;
    started.once('error', (error) => (errors += String(error)));
    // When this process exits (servers call stop() on SIGTERM and SIGINT first), its slapd and files go too.
    process.once('exit', () => {
      started.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    });
    started.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await untilListening(port, started, () => errors);
    if (ldapsPort !== null) await untilListening(ldapsPort, started, () => errors);
    const caPem = tls ? readFileSync(path.join(dir, 'ca.pem'), 'utf8') : null;
    return { url, tls: ldapsUrl && caPem ? { ldapsUrl, caPem } : null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A CA of its own and a certificate it signs for 127.0.0.1 (an IP address SAN, as a client checks it), made
 * with the openssl command: LDAPS and StartTLS as a tenant's CA-signed directory would offer them.
 */
async function makeCertificates(dir: string): Promise<void> {
  const at = (name: string) => path.join(dir, name);
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...key,
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=IDaaS demo directory CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
  ]);
  await run('openssl', [
    'req',
    ...key,
    '-keyout',
    at('server.key'),
    '-out',
    at('server.csr'),
    '-subj',
    '/CN=127.0.0.1',
  ]);
  writeFileSync(at('server.ext'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('server.pem'),
    '-days',
    '2',
    '-extfile',
    at('server.ext'),
  ]);
}

const PREFIX = 'idaas-slapd-';
const STALE_AFTER_MS = 10 * 60_000;

/**
 * Deletes what killed servers left behind (a SIGKILL runs no exit hook): directories older than ten minutes
 * whose slapd is gone. A live one's pid file names a running process.
 */
function sweepStaleDirectories(): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < STALE_AFTER_MS) continue;
      const pidFile = path.join(dir, 'slapd.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN;
      if (Number.isInteger(pid) && isRunning(pid)) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another process swept it first, or it is not ours to read: leave it.
    }
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

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
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`slapd exited ${child.exitCode ?? child.signalCode}: ${errors()}`);
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
