import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { admin as runAdmin } from '../scripts/admin';

/** What a command of `npm run admin` ended with, and what it wrote. */
export type AdminRun = { code: number | null; stdout: string; stderr: string };

/** A command's time: each opens and closes the PGlite directory, seconds on a busy machine. */
export const COMMAND_TIMEOUT_MS = 60_000;

/** This process's environment, with the PGlite directory's database rather than any DATABASE_URL set outside. */
const commandEnv = (env: Record<string, string>) => ({ ...process.env, DATABASE_URL: '', ...env });

/** A command of `npm run admin`, run in this process: no Node and tsx to boot for each. */
export async function admin(args: string[], env: Record<string, string> = {}): Promise<AdminRun> {
  let stdout = '';
  let stderr = '';
  const terminal = {
    out: (line: string) => (stdout += `${line}\n`),
    note: (line: string) => (stderr += `${line}\n`),
  };
  const code = await runAdmin(args, commandEnv(env), terminal);
  return { code, stdout, stderr };
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A command as its own process, for what only a process shows: its exit code and streams, and the PGlite
 * directory's lock against another process.
 */
export function adminProcess(args: string[], env: Record<string, string> = {}): Promise<AdminRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/admin.ts', ...args], {
    cwd: REPO_ROOT,
    env: commandEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
