import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import type { Db, Queryable } from './db';
import { appliedMigrations, lockMigrations, recordMigration } from './schema-migration.repo';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_NAME = /^\d{3}(_[\w-]+\.sql|-[a-z0-9-]+\.migration\.ts)$/;

/** A migration whose change needs the server's own code (a rule SQL cannot state): it exports `up`. */
const CodeMigration = z.object({
  up: z.custom<(tx: Queryable) => Promise<void>>((value) => typeof value === 'function'),
});

/**
 * Applies `migrations/NNN_name.sql` and `migrations/NNN-name.migration.ts` in name order, each once, recorded
 * in `schema_migrations`. `before` stops short of the migration of that number (a test's older database).
 */
export async function migrate(db: Db, { before = '' } = {}): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => MIGRATION_NAME.test(name) && (!before || name < before))
    .sort();
  return db.transaction(async (tx) => {
    await lockMigrations(tx);
    const applied = await appliedMigrations(tx);
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      if (name.endsWith('.sql')) await tx.exec(readFileSync(MIGRATIONS_DIR + name, 'utf8'));
      else await CodeMigration.parse(await import(pathToFileURL(MIGRATIONS_DIR + name).href)).up(tx);
      await recordMigration(tx, name);
    }
    return pending;
  });
}
