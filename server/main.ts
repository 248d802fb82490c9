import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { fixedTextCaptchaFactory } from './features/password-login/captcha-factory';
import { openDb } from './db/open-db';
import { seedDemoTenant, type SeedOptions } from './seed/seed';

// Entry point: `tsx server/main.ts` from the repo root. Environment: PORT, DATA_DIR, DATABASE_URL, DIST_DIR,
// TRUST_PROXY, CAPTCHA_TEXT (tests only: every captcha shows this text), and SEED_INSTANCE_STATE /
// SEED_IP_ALLOWLIST / SEED_SKIP_FORCE_LOGIN for the first seed of a fresh database.
const env = process.env;
const port = Number(env.PORT ?? 8080);

const seedOptions: SeedOptions = {
  instanceState: env.SEED_INSTANCE_STATE === 'expired' ? 'expired' : 'active',
  ipAllowlist: (env.SEED_IP_ALLOWLIST ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  skipForceLogin: env.SEED_SKIP_FORCE_LOGIN === 'true',
};

const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
if (await seedDemoTenant(db, seedOptions)) console.log('Seeded the demo tenant.');

const app = createApp({
  db,
  ...(env.CAPTCHA_TEXT ? { captchaFactory: fixedTextCaptchaFactory(env.CAPTCHA_TEXT) } : {}),
  distDir: path.resolve(env.DIST_DIR ?? 'dist'),
  trustProxy: env.TRUST_PROXY === '1',
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Login page: http://localhost:${info.port}/frontend/login/#/login`);
});

// Close PGlite cleanly so its directory is consistent for the next start.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void db.close().then(() => process.exit(0));
  });
}
