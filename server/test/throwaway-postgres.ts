import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../net/free-port';

const DEBIAN_BIN_ROOT = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** The cluster's `postgres` database, trusted on 127.0.0.1. */
  url: string;
  /** Stops the cluster and deletes its directory. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own for one test file: initdb into a temp dir, listening on 127.0.0.1 on a free
 * port with its socket in that dir, durability off (nothing here must survive). PostgreSQL refuses to run as
 * root, and CI runs as root: there every command runs as the `postgres` system user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const asOwner = ownerCommand();
  const dir = mkdtempSync(path.join(tmpdir(), 'idaas-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  const pgCtl = (...args: string[]) => run(asOwner, path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  let started = false;
  const stop = async () => {
    // Immediate: nothing in this cluster is worth a clean shutdown.
    if (started) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asOwner.uid !== null) chownSync(dir, asOwner.uid, asOwner.gid);
    await run(asOwner, path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ];
    // Set before the start: one that timed out may still have left a server running.
    started = true;
    await pgCtl('-w', '-t', '30', '-l', log, '-o', options.join(' '), 'start');
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    const logText = existsSync(log) ? readFileSync(log, 'utf8') : '';
    await stop();
    throw new Error(`throwaway PostgreSQL did not start: ${String(error)}\n${logText}`, { cause: error });
  }
}

/** The newest Debian server binaries, else initdb on PATH; a clear failure when there are none. */
function postgresBinDir(): string {
  const versions = existsSync(DEBIAN_BIN_ROOT)
    ? readdirSync(DEBIAN_BIN_ROOT)
        .filter((v) => existsSync(path.join(DEBIAN_BIN_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(DEBIAN_BIN_ROOT, versions[0], 'bin');
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .find((d) => d && existsSync(path.join(d, 'initdb')));
  if (onPath) return onPath;
  throw new Error(
    `PostgreSQL server binaries not found (no ${DEBIAN_BIN_ROOT}/*/bin/initdb, no initdb on PATH): ` +
      'the multi-process test starts its own cluster; install them with `apt-get install -y postgresql` (.ci/run does).',
  );
}

type Owner = { prefix: string[]; uid: number | null; gid: number };

/** As root, commands run through `runuser -u postgres --`; otherwise as this user. */
function ownerCommand(): Owner {
  if (process.getuid?.() !== 0) return { prefix: [], uid: null, gid: 0 };
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!passwd)
    throw new Error('running as root, but there is no `postgres` system user to run PostgreSQL as');
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid: Number(passwd[2]), gid: Number(passwd[3]) };
}

/**
 * Runs a command to its exit. Waits for `exit`, not `close`: the server pg_ctl starts keeps no pipe of ours
 * (its output goes to the log), but a command's own descendants could.
 */
function run(owner: Owner, command: string, args: string[]): Promise<void> {
  const [file, ...rest] = [...owner.prefix, command, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(file ?? command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}: ${output}`)),
    );
  });
}
