import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createSecretBox } from './crypto/secret-box';
import { secretsKeyFrom } from './crypto/secrets-key';
import { fixedTextCaptchaFactory } from './features/password-login/captcha-factory';
import { openDb } from './db/open-db';
import { smtpMailer } from './messaging/mailer';
import { seedDemoTenant, type SeedOptions } from './seed/seed';

// Entry point: `tsx server/main.ts` from the repo root. Environment: PORT, DATA_DIR, DATABASE_URL, DIST_DIR,
// TRUST_PROXY, SECRETS_KEY (64 hex digits sealing one-time-password secrets; required when NODE_ENV=production,
// which also turns off the development outbox), SMTP_URL and MAIL_FROM (mail to the tenant's administrator goes
// out through this server as well as to the outbox), CAPTCHA_TEXT (tests only: every captcha shows this text), and
// SEED_INSTANCE_STATE / SEED_IP_ALLOWLIST / SEED_SKIP_FORCE_LOGIN / SEED_E2E_COPIES for the first seed of a
// fresh database.
const env = process.env;
const port = Number(env.PORT ?? 8080);

const seedOptions: SeedOptions = {
  instanceState: env.SEED_INSTANCE_STATE === 'expired' ? 'expired' : 'active',
  ipAllowlist: (env.SEED_IP_ALLOWLIST ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  skipForceLogin: env.SEED_SKIP_FORCE_LOGIN === 'true',
  e2eCopies: env.SEED_E2E_COPIES === 'true',
};
const production = env.NODE_ENV === 'production';

const secretsKey = secretsKeyFrom(env);
if (secretsKey.source === 'development') {
  console.log('SECRETS_KEY is not set: using the development key (never in production).');
}
const secretBox = createSecretBox(secretsKey.key);

const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
if (await seedDemoTenant(db, secretBox, seedOptions)) console.log('Seeded the demo tenant.');

const app = createApp({
  db,
  secretBox,
  devOutbox: !production,
  ...(env.SMTP_URL
    ? { mailer: smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'IDaaS <no-reply@localhost>') }
    : {}),
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
