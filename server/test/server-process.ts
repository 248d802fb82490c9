import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// main.ts prints this once it listens; with PORT=0 it is the only way to learn the port it got.
const READY_LINE = /Login page: http:\/\/localhost:(\d+)\//;
// Past this a process that ignored SIGTERM is killed outright.
const STOP_GRACE_MS = 5_000;

export interface ServerProcess {
  url: string;
  /** What the process printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server (`server/main.ts`) as its own OS process, on a port of its own, with `env` added to this
 * one's. Run as `node --import tsx` rather than the `tsx` command, which would put a second process between
 * this one and the server that a kill could miss.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DIST_DIR: path.join(tmpdir(), 'idaas-no-dist'), ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => stopProcess(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`server process ${why}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`not listening after ${timeoutMs} ms`), timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = READY_LINE.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${port}`, output: () => output, stop });
    });
    child.once('error', (error) => fail(`could not start (${error.message})`));
    child.once('exit', (code, signal) => fail(`exited early (${signal ?? code})`));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
