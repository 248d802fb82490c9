import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBareTenant } from '../test/legacy-accounts.repo';
import { insertLegacyLink, insertLegacySource, linkIssuers } from '../test/legacy-links.repo';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';

// A database of the time before links recorded their issuer (M3), brought up to date: each link takes the
// issuer its source names now; a link whose source is gone takes none, so it holds under no issuer.
const dataDir = mkdtempSync(path.join(tmpdir(), 'idaas-link-issuer-'));
let db: Db;

beforeAll(async () => {
  db = await openPgliteDb(dataDir);
  await migrate(db, { before: '025' });
  await insertBareTenant(db, 'acme');
  await insertLegacySource(db, 'aad', 'aad-client', { authority: 'https://login.example/', tenantId: 'tid' });
  await insertLegacySource(db, 'oidc_code', 'oidc-client', { issuer: 'https://idp.example/oidc' });
  await insertLegacySource(db, 'wechatenterprise', 'wwcorp', { agentId: '1' });
  for (const kind of ['aad', 'oidc_code', 'wechatenterprise', 'ddtalk'])
    await insertLegacyLink(db, kind, 'sub');
  // 025 first; the migrations after it (026 on) come along.
  expect((await migrate(db))[0]).toBe('025_linked_identity_issuer.sql');
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("gives each link its source's issuer, or the app's id, and none where the source is gone", async () => {
  expect(await linkIssuers(db)).toEqual([
    { kind: 'aad', issuer: 'https://login.example/tid/v2.0' },
    { kind: 'ddtalk', issuer: '' },
    { kind: 'oidc_code', issuer: 'https://idp.example/oidc' },
    { kind: 'wechatenterprise', issuer: 'wwcorp' },
  ]);
});
