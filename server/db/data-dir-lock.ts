import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// PGlite keeps no lock of its own: a second process on the same directory runs a second database on the same
// files, and each silently loses the other's writes. This file names the process that holds the directory.
const LOCK_FILE = 'idaas-owner.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
};

const holderOf = (file: string): number | null => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Claims `dataDir` for this process, or throws naming the live process that holds it (the server, while the
 * admin command is run on its directory). A holder that is gone (a killed server) leaves a stale claim, which
 * is taken over. Returns the release, for when the database closes.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const refuse = (holder: number) =>
    new Error(
      `The database directory ${dataDir} is in use by process ${holder} (a running server?): PGlite serves ` +
        `one process at a time. Stop it first, or use its API (npm run admin -- --server URL --token=TOKEN); ` +
        `if no such process is yours, delete ${file}.`,
    );
  // Created only if absent (`wx`), so of two processes starting at once exactly one claims the directory.
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    const holder = holderOf(file);
    if (holder !== null && holder !== process.pid && alive(holder)) throw refuse(holder);
    // A stale claim (its process is gone) is replaced whole, by a rename, never seen half-written.
    const mine = `${file}.${process.pid}`;
    writeFileSync(mine, String(process.pid));
    renameSync(mine, file);
  }
  return () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
}
