import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';
import { appliedMigrations, lockMigrations, recordMigration } from './schema-migration.repo';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies `migrations/NNN_name.sql` in name order, each once, recorded in `schema_migrations`. */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await lockMigrations(tx);
    const applied = await appliedMigrations(tx);
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(readFileSync(MIGRATIONS_DIR + name, 'utf8'));
      await recordMigration(tx, name);
    }
    return pending;
  });
}
