import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNodeProcess } from './node-process';

// main.ts prints this once it listens; with PORT=0 it is the only way to learn the port it got.
const READY_LINE = /Login page\s+http:\/\/localhost:(\d+)\//;

export interface ServerProcess {
  url: string;
  /** What the process printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`) as its own OS process, on a port of its own, with `env` added to this one's;
 * its password hashes cheap (KDF_COST=test) unless `env` says KDF_COST=production.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ServerProcess> {
  const server = await startNodeProcess(
    'server/main.ts',
    { DIST_DIR: path.join(tmpdir(), 'idaas-no-dist'), KDF_COST: 'test', ...env, PORT: '0' },
    READY_LINE,
    timeoutMs,
  );
  return { url: `http://127.0.0.1:${server.ready}`, output: server.output, stop: server.stop };
}
