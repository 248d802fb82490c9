import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { Db } from '../db/db';
import type { Mailer } from '../messaging/mailer';
import { openDb } from '../db/open-db';
import { TEST_KDF_COST, type KdfCost } from '../crypto/kdf-cost';
import { demoLicensePublicKey } from '../license/license-key';
import { SHARED_ADDRESS_BUDGET, seedDemoTenant, type SeedOptions } from '../seed/seed';
import { updateTenantSettings } from '../tenant/tenant.repo';
import { seededDataDir } from './template-data-dir';
import { createTestClock, type TestClock } from './test-clock';
import { testSecretBox } from './test-secret-box';

/**
 * PGlite boots in seconds (WASM init + initdb), slower with test files in parallel: hooks get this long. A limit
 * for a hang, not for a busy machine: beside the end-to-end servers starting, the first server files' boots
 * passed 60 s (docs/testing.md).
 */
export const BOOT_TIMEOUT_MS = 180_000;

export interface TestServerOptions {
  /** Reuse a directory (restart tests); default a fresh temp dir removed on close. */
  dataDir?: string;
  seed?: SeedOptions;
  distDir?: string;
  clock?: TestClock;
  /** Every captcha answers this text, so tests can solve them. */
  captchaText?: string;
  /** Serve the development outbox (default true; production servers do not). */
  devOutbox?: boolean;
  /** Send mail (default: none, the outbox only). */
  mailer?: Mailer;
  /** Take the client address from X-Forwarded-For, so a test can call from several addresses. */
  trustProxy?: boolean;
  /** PUBLIC_ORIGIN (default none: the origin each request was sent to). */
  publicOrigin?: string;
  /**
   * What password hashes cost (default TEST_KDF_COST, cheap): the tests of production's parameters, and of the
   * rehash to them, pass PRODUCTION_KDF_COST.
   */
  kdfCost?: KdfCost;
}

export interface TestServer {
  url: string;
  db: Db;
  clock: TestClock;
  /** The cost its password hashes are derived at, for a test that writes one itself. */
  kdfCost: KdfCost;
  close(): Promise<void>;
}

/** A real HTTP server on an ephemeral port over a real (PGlite) database, seeded like production. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const kdfCost = options.kdfCost ?? TEST_KDF_COST;
  // Seed switches need a first seed of their own; everything else starts from a copy of the seeded template.
  const ownDir = options.dataDir
    ? null
    : options.seed
      ? mkdtempSync(path.join(tmpdir(), 'idaas-test-'))
      : await seededDataDir(kdfCost);
  const db = await openDb({ dataDir: options.dataDir ?? ownDir ?? undefined });
  await seedDemoTenant(db, testSecretBox, kdfCost, options.seed);
  // A server that cannot tell its clients apart sees every test's wrong passwords come from one address: the
  // budget per address (password spraying) is raised, as the e2e servers raise it. Tests of the budget trust
  // X-Forwarded-For and keep the tenant's default.
  if (!options.trustProxy) await updateTenantSettings(db, 'demo', SHARED_ADDRESS_BUDGET);
  const clock = options.clock ?? createTestClock();
  const captchaText = options.captchaText ?? 'TEST';
  const app = createApp({
    db,
    clock,
    distDir: options.distDir ?? path.join(tmpdir(), 'idaas-no-dist'),
    secretBox: testSecretBox,
    devOutbox: options.devOutbox ?? true,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    trustProxy: options.trustProxy ?? false,
    publicOrigin: options.publicOrigin ?? null,
    licenseKey: demoLicensePublicKey(),
    kdfCost,
    captchaFactory: () => ({ text: captchaText, svg: `<svg xmlns="http://www.w3.org/2000/svg"/>` }),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // Node closes a keep-alive connection after 5 s idle, and fetch keeps it for the hinted time less 2 s: on a busy
  // machine a reuse can meet the server's close, and a POST on it is reset (fetch retries none). At 120 s that
  // needs a connection idle for two minutes, which no test leaves; the server's close() ends those left.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    clock,
    kdfCost,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
