import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { openPgDb } from '../db/pg-db';
import { seededDataDir } from './template-data-dir';

export interface SharedDatabase {
  /** One handle per simulated process. */
  handles: [Db, Db];
  mode: 'postgres' | 'pglite';
  dispose(): Promise<void>;
}

/**
 * Two database handles on one database, as two server processes would have. With TEST_DATABASE_URL each gets
 * its own `pg` pool on a throwaway schema; otherwise (PGlite allows one client per directory) both share one
 * PGlite handle, which still proves that no state lives in an app instance.
 */
export async function openSharedDatabase(): Promise<SharedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `idaas_test_${randomBytes(6).toString('hex')}`;
    const admin = await openPgDb(url);
    await admin.exec(`create schema ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const handles: [Db, Db] = [
      await openDb({ databaseUrl: scoped.href }),
      await openDb({ databaseUrl: scoped.href }),
    ];
    return {
      handles,
      mode: 'postgres',
      async dispose() {
        await Promise.all(handles.map((db) => db.close()));
        await admin.exec(`drop schema ${schema} cascade`);
        await admin.close();
      },
    };
  }
  const dir = await seededDataDir();
  const db = await openDb({ dataDir: dir });
  return {
    handles: [db, db],
    mode: 'pglite',
    async dispose() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
