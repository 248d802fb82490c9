import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KdfCost } from '../crypto/kdf-cost';
import { openDb } from '../db/open-db';
import { seedDemoTenant } from '../seed/seed';
import { testSecretBox } from './test-secret-box';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PREFIX = 'idaas-template-';

// The template changes whenever a migration or the seed does, and with what the seed takes from elsewhere:
// the demo sources' settings (the connectors' demo…Settings), the demo clients (idp/demo-identities.ts), the
// demo plugin's people and clients (plugin/demo-plugin-people.ts), the demo license's keys and terms (license/)
// and how passwords are hashed (crypto/: the costs and the hash format).
const SEED_SOURCES = [
  'crypto/kdf-cost.ts',
  'crypto/password-hash.ts',
  'db/migrations',
  'seed',
  'features/third-party-login/connectors',
  'idp/demo-identities.ts',
  'plugin/demo-plugin-people.ts',
  'license',
];

function sourceKey(): string {
  const hash = createHash('sha256');
  for (const source of SEED_SOURCES) {
    const at = path.join(SERVER_DIR, source);
    // The seed's folders too (its demo certificates).
    const names = statSync(at).isFile()
      ? [at]
      : readdirSync(at, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort();
    for (const name of names) hash.update(path.relative(SERVER_DIR, name)).update(readFileSync(name));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite directory, built once per source version and password-hash cost and shared by
 * test files. Opening a copy takes a fraction of a second, where initdb plus seeding takes several.
 */
async function templateDir(cost: KdfCost): Promise<string> {
  const key = sourceKey();
  const finalDir = path.join(tmpdir(), `${PREFIX}${key}-${cost.name}`);
  if (existsSync(finalDir)) return finalDir;
  const building = mkdtempSync(path.join(tmpdir(), 'idaas-building-'));
  const db = await openDb({ dataDir: building });
  await seedDemoTenant(db, testSecretBox, cost);
  await db.close();
  try {
    renameSync(building, finalDir); // atomic: a parallel worker that lost the race uses the winner's copy
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  // Another checkout (a worktree on other migrations) may be copying its template right now: only templates
  // untouched for a day are removed; this version's of the other cost stays.
  const dayAgo = Date.now() - 86_400_000;
  for (const stale of readdirSync(tmpdir()).filter(
    (n) => n.startsWith(PREFIX) && !n.startsWith(PREFIX + key),
  )) {
    const dir = path.join(tmpdir(), stale);
    // Gone already (another worker removed it): nothing to do.
    const made = statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
    if (made < dayAgo) rmSync(dir, { recursive: true, force: true });
  }
  return finalDir;
}

/** A fresh private copy of the template seeded at `cost`; the caller removes it. */
export async function seededDataDir(cost: KdfCost): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'idaas-test-'));
  cpSync(await templateDir(cost), dir, { recursive: true });
  return dir;
}
