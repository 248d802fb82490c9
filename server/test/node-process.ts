import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Past this a process that ignored SIGTERM is killed outright.
const STOP_GRACE_MS = 5_000;

export interface NodeProcess {
  /** What `readyLine`'s first group matched (a port, say). */
  ready: string;
  /** What the process printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A TypeScript entry point of this repository as its own OS process, with `env` added to this one's, ready once
 * its standard output matches `readyLine`. Run as `node --import tsx` rather than the `tsx` command, which would
 * put a second process between this one and the script that a kill could miss.
 */
export function startNodeProcess(
  script: string,
  env: Record<string, string>,
  readyLine: RegExp,
  timeoutMs: number,
): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => stopProcess(child);
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      // The stop's own exit is not an early one: the first reason is the one told.
      child.off('exit', exitedEarly);
      void stop().then(() => reject(new Error(`${script} ${why}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`not ready after ${timeoutMs} ms`), timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const waitForReady = () => {
      const ready = readyLine.exec(output)?.[1];
      if (ready === undefined) return;
      // Later lines (a log line per request) must not settle this twice nor drop stop()'s own exit listener.
      child.stdout.off('data', waitForReady);
      child.off('exit', exitedEarly);
      clearTimeout(timer);
      resolve({ ready, output: () => output, stop });
    };
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`exited early (${signal ?? code})`);
    child.stdout.on('data', waitForReady);
    child.once('error', (error) => fail(`could not start (${error.message})`));
    child.once('exit', exitedEarly);
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
