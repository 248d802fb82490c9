/**
 * Starts every server the end-to-end run needs at once and answers on its own port when all of them answer.
 * Playwright starts the servers of its `webServer` list one after the other, each waiting for the one
 * before: fourteen of them took over three minutes on two cores. The list is playwright.config.ts's
 * (`E2E_SERVERS`, JSON), each with the command, environment and readiness address it had there.
 *
 * Started by hand (or by scripts/ci/suite.sh, beside Vitest) without that environment, it reads the same list
 * from playwright.config.ts itself; `E2E_REUSE=1 npx playwright test` then runs against it.
 *
 * Each server runs in a process group of its own, which this process sends SIGTERM when it gets one (from
 * Playwright at the run's end, or from a hand), as Playwright sent each server of its own list; it ends once
 * they all have.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { PRODUCTION_KDF_COST } from '../../server/crypto/kdf-cost';
import { openDb } from '../../server/db/open-db';
import { writeSeedHashes } from '../../server/seed/seed-hashes';

const ServerList = z.array(
  z.object({
    name: z.string(),
    command: z.string(),
    env: z.record(z.string(), z.string()).default({}),
    /** Ready once this answers below 404, as Playwright's own check has it ... */
    url: z.string().optional(),
    /** ... or once this port on the loopback takes a connection. */
    port: z.number().optional(),
  }),
);
type Server = z.infer<typeof ServerList>[number];

const config = process.env.E2E_SERVERS ? null : await import('../../playwright.config');
const servers = ServerList.parse(config ? config.SERVERS : JSON.parse(process.env.E2E_SERVERS ?? '[]'));
const launcherPort = config ? config.PORTS.launcher : Number(process.env.E2E_LAUNCHER_PORT);
const seedHashesFile = config ? config.SEED_HASHES_FILE : process.env.E2E_SEED_HASHES;
const dbTemplateDir = config ? config.DB_TEMPLATE_DIR : process.env.E2E_DB_TEMPLATE;
// Within Playwright's own wait (webServer.timeout); started beside Vitest (scripts/ci/suite.sh), the servers share
// the cores with it, and nothing waits for them before Vitest ends.
const READY_WITHIN_MS = Number(process.env.E2E_READY_WITHIN_MS ?? 170_000);

const answers = async (server: Server): Promise<boolean> => {
  if (server.url) {
    const response = await fetch(server.url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    return response !== null && response.status < 404;
  }
  const port = server.port;
  if (port === undefined) throw new Error(`${server.name}: neither a url nor a port to wait for`);
  const takes = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  return (await takes('127.0.0.1')) || (await takes('::1'));
};

const children = new Map<string, ChildProcess>();
let stopping = false;

function start(server: Server): Promise<void> {
  const began = Date.now();
  const child = spawn('sh', ['-c', server.command], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.set(server.name, child);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${server.name}] ${chunk.toString()}`));
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code, signal) => {
      children.delete(server.name);
      if (!stopping) reject(new Error(`${server.name} ended (${signal ?? code}) before the run did`));
    }),
  );
  // Exiting after it was ready is reported too: a test would otherwise meet a refused connection.
  exited.catch((error: Error) => fail(error));
  const ready = (async () => {
    const deadline = Date.now() + READY_WITHIN_MS;
    while (!(await answers(server))) {
      if (Date.now() > deadline)
        throw new Error(`${server.name} did not answer within ${READY_WITHIN_MS} ms`);
      await delay(250);
    }
    process.stderr.write(`[${server.name}] ready in ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
  })();
  return Promise.race([ready, exited]);
}

function fail(error: Error): void {
  if (stopping) return;
  process.stderr.write(`${error.message}\n`);
  stop(1);
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  // The whole group: the server's own processes under its shell, and anything it started (the demo directory).
  for (const child of children.values()) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Its group has ended already; its exit event is on the way.
    }
  }
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(code);
    }
  }, 100);
}

process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

/** The seeded servers' demo password hashes, made once here rather than by each of them at production cost. */
async function makeSeedHashes(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeSeedHashes(file, PRODUCTION_KDF_COST);
}

/**
 * The database each seeded server copies before it starts (its command): PGlite's initdb and the migrations,
 * about 6 of a server's CPU-s, done once. Each server seeds its copy as its switches say.
 */
async function makeDbTemplate(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const db = await openDb({ dataDir: dir });
  await db.close();
}

// The scrypt hashes run on libuv's threads, PGlite on this one: side by side.
await Promise.all([
  seedHashesFile && makeSeedHashes(seedHashesFile),
  dbTemplateDir && makeDbTemplate(dbTemplateDir),
]);
await Promise.all(servers.map(start)).catch((error: Error) => fail(error));
if (!stopping) {
  createServer((_, response) => response.end('ready')).listen(launcherPort, '127.0.0.1');
}
