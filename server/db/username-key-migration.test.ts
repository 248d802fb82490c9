import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAccount, type NewAccount } from '../account/user.repo';
import {
  accountKeys,
  insertBareTenant,
  insertKeylessAccount,
  insertLoginFailure,
  loginFailureRows,
} from '../test/legacy-accounts.repo';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { lockMigrations, recordMigration } from './schema-migration.repo';
import { violatedUniqueIndex } from './unique-violation';

// A database of the time before names had a key (schemas/rules/username-key.rule.ts), brought up to date.
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'idaas-username-key-'));
let db: Db;
const LOCK = new Date('2030-01-01T00:00:00Z');

beforeAll(async () => {
  db = await openPgliteDb(dataDir);
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    for (const name of readdirSync(MIGRATIONS_DIR)
      .filter((n) => n.endsWith('.sql') && n < '018')
      .sort()) {
      await tx.exec(readFileSync(MIGRATIONS_DIR + name, 'utf8'));
      await recordMigration(tx, name);
    }
  });
  await insertBareTenant(db, 'acme');
  for (const name of ['Admin', 'ＳＴＡＦＦ', '用户']) await insertKeylessAccount(db, 'acme', name);
  // The counters' old key was the trimmed, lower-cased name: admİn counted apart from admin.
  await insertLoginFailure(db, 'acme', 'admin', 2, null);
  await insertLoginFailure(db, 'acme', 'admi\u0307n', 2, null);
  await insertLoginFailure(db, 'acme', 'ｓｔａｆｆ', 5, LOCK);
  expect(await migrate(db)).toContain('018-username-key.migration.ts');
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('gives every account its key and keeps its name as stored', async () => {
  expect(await accountKeys(db)).toEqual([
    { username: 'Admin', key: 'admin' },
    { username: 'ＳＴＡＦＦ', key: 'staff' },
    { username: '用户', key: '用户' },
  ]);
});

it('moves each failure count to its new key, joining the count already there', async () => {
  expect(await loginFailureRows(db)).toEqual([
    { key: 'admin', failures: 4, lockedUntil: null },
    { key: 'staff', failures: 5, lockedUntil: LOCK },
  ]);
});

it('holds one account per key: another spelling of a name is refused', async () => {
  const account: NewAccount = {
    id: 'acme:second-admin',
    enterpriseId: 'acme',
    username: 'ADMİN',
    email: 'second-admin@acme.example',
    phoneNumber: null,
    passwordHash: 'none',
    status: 'active',
    passwordExpiresAt: LOCK,
  };
  const error = await insertAccount(db, account).catch((e: unknown) => e);
  expect(violatedUniqueIndex(error)).toBe('app_user_username_key');
});
