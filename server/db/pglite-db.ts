import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-lock';
import { queryable, type Db, type Queryable } from './db';

type PgliteQueryable = Pick<Transaction, 'query' | 'exec'>;

const wrap = (target: PgliteQueryable): Queryable =>
  queryable({
    query: async (sql, params) => (await target.query<unknown>(sql, params)).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });

/** Embedded PostgreSQL persisted in `dataDir` (one process only: PGlite holds the directory, and says so). */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      await pg.close();
      release();
    },
  };
}
