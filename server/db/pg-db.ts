import pg from 'pg';
import { queryable, type Db, type Queryable } from './db';

type PgClient = pg.Pool | pg.PoolClient;

const wrap = (client: PgClient): Queryable =>
  queryable({
    query: async (sql, params) => (await client.query(sql, params)).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
  });

/** PostgreSQL through a `pg` pool: several server processes may share one database. */
export async function openPgDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString });
  // Fails now, not at the first request, when the database cannot be reached.
  (await pool.connect()).release();
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
