import path from 'node:path';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';
import { migrate } from './migrate';

export interface OpenDbOptions {
  /** PostgreSQL URL; when set, the embedded database is not used. */
  databaseUrl?: string | undefined;
  /** PGlite directory, default `./data/pglite` (relative to the working directory, the repo root). */
  dataDir?: string | undefined;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPgDb(options.databaseUrl)
    : await openPgliteDb(path.resolve(options.dataDir ?? './data/pglite'));
  await migrate(db);
  return db;
}
