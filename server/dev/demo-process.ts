import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_MS = 30_000;

/** A demo process a development server started (the identity providers, the plugin), to stop with it. */
export type DemoProcess = { url: string; stop(): void };

/**
 * Starts `script` (a path from the repository's root) as a child with `env` added, and answers once it prints
 * its address (the first group of `ready`); null, said on the console, when it does not start in 30 s.
 */
export async function startDemoProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<DemoProcess | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await readyUrl(child, ready).catch((error: unknown) => {
    console.error(`The ${name} did not start: ${String(error)}`);
    child.kill('SIGTERM');
    return null;
  });
  return url ? { url, stop: () => child.kill('SIGTERM') } : null;
}

function readyUrl(child: ChildProcess, ready: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`not ready after ${READY_MS} ms`)), READY_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = ready.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}): ${output}`));
    });
  });
}
