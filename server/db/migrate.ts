import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant shared by every process: concurrent starts on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_KEY = 7_301_442;

/** Applies `migrations/NNN_name.sql` in name order, each once, recorded in `schema_migrations`. */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = await tx.query<{ name: string }>('select name from schema_migrations');
    const applied = new Set(done.rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(readFileSync(MIGRATIONS_DIR + name, 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    }
    return pending;
  });
}
