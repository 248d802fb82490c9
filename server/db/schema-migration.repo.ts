import * as z from 'zod/mini';
import type { Queryable } from './db';

// Any constant shared by every process: concurrent starts on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_KEY = 7_301_442;

/** Holds the migration lock until the transaction ends, and makes sure the record table exists. */
export async function lockMigrations(tx: Queryable) {
  await tx.run('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
  await tx.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
}

export async function appliedMigrations(tx: Queryable): Promise<Set<string>> {
  const rows = await tx.rows(z.object({ name: z.string() }), 'select name from schema_migrations');
  return new Set(rows.map((row) => row.name));
}

export async function recordMigration(tx: Queryable, name: string) {
  await tx.run('insert into schema_migrations (name) values ($1)', [name]);
}
