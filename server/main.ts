import { Edition } from '../schemas/rules/edition.rule';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { kdfCostFrom } from './crypto/kdf-cost';
import { createSecretBox } from './crypto/secret-box';
import { secretsKeyFrom } from './crypto/secrets-key';
import { isDemoLicenseState } from './license/demo-licenses';
import { licenseKeyFrom } from './license/license-key';
import { fixedTextCaptchaFactory } from './features/password-login/captcha-factory';
import { publicOriginFrom } from './public-origin';
import { configuredMailer, isProduction, openConfiguredDb } from './runtime-config';
import { startConfiguredDemoDirectory } from './directory/configured-demo-directory';
import { startConfiguredDemoIdp } from './idp/configured-demo-idp';
import { DEMO_IDP_URL } from './idp/demo-identities';
import { revokeApplicationToken } from './account/api-client.repo';
import { demoAdminTool } from './seed/demo-tenant';
import { DEMO_PLUGIN_URL } from './plugin/demo-plugin-people';
import { startConfiguredDemoPlugin } from './plugin/configured-demo-plugin';
import { DEMO_ACCOUNTS, type NotePart, type PartNote, startupBlock } from './dev/startup-block';
import { seedDemoTenant, type SeedOptions } from './seed/seed';
import { readSeedHashes } from './seed/seed-hashes';

// Entry point: `tsx server/main.ts` from the repo root. Environment: PORT, DATA_DIR, DATABASE_URL, DIST_DIR,
// TRUST_PROXY, SECRETS_KEY (64 hex digits sealing one-time-password secrets; required when NODE_ENV=production,
// which also turns off the development outbox and the demo application token), SMTP_URL and MAIL_FROM (mail to
// the tenant's administrator and to registrants goes out through this server as well as to the outbox),
// CAPTCHA_TEXT (tests only: every captcha shows this text), DEMO_DIRECTORY (`off`: no demo LDAP server) and
// DEMO_DIRECTORY_PORT (its port; a free one by default), and SEED_INSTANCE_STATE / SEED_IP_ALLOWLIST /
// SEED_SKIP_FORCE_LOGIN / SEED_E2E_COPIES / SEED_REGISTRATION_APPROVAL / SEED_SHARED_ADDRESS / SEED_GLOBAL_LOGIN /
// SEED_LICENSE_STATE (a demo license state of `npm run license:issue`) for the first seed
// of a fresh database, DEMO_IDP (`off`: no demo identity process) and DEMO_IDP_URL (identity providers running
// elsewhere, `npm run idp`; default http://127.0.0.1:4010, started here), DEMO_PLUGIN (`off`: no
// demo plugin process) and DEMO_PLUGIN_URL (the plugin the demo tenant's plugin sources sign in at, running
// elsewhere, `npm run plugin:demo`; default http://localhost:8090, started here),
// and PUBLIC_ORIGIN (the origin browsers
// reach this server at, `https://login.example.com`: third-party sign-in's redirect_uri is built from it, never
// from the Host header; required when NODE_ENV=production, which refuses to start without it; elsewhere, unset,
// the URL each browser called gives it), and LICENSE_PUBLIC_KEY (the license vendor's Ed25519 public key, PEM;
// required when NODE_ENV=production, which refuses to start without it; elsewhere the demo key of
// server/license/).
const env = process.env;
const port = Number(env.PORT ?? 8080);
const demoPluginUrl = env.DEMO_PLUGIN_URL?.replace(/\/$/, '') ?? DEMO_PLUGIN_URL;
const production = isProduction(env);
// KDF_COST=test (Vitest's servers alone; refused anywhere else) makes password hashes cheap.
const kdfCost = kdfCostFrom(env);

// SEED_HASHES: a file of the demo users' hashes made once for the servers of an end-to-end run (seed-hashes.ts).
if (production && env.SEED_HASHES)
  throw new Error('SEED_HASHES is for end-to-end servers, never production.');
const seedOptions: SeedOptions = {
  instanceState: env.SEED_INSTANCE_STATE === 'expired' ? 'expired' : 'active',
  ipAllowlist: (env.SEED_IP_ALLOWLIST ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  skipForceLogin: env.SEED_SKIP_FORCE_LOGIN === 'true',
  // The demo tenant's edition (SEED_EDITION=free|standard|exclusive; standard when unset or unknown).
  ...(Edition.safeParse(env.SEED_EDITION).success ? { edition: Edition.parse(env.SEED_EDITION) } : {}),
  e2eCopies: env.SEED_E2E_COPIES === 'true',
  ...(env.SEED_HASHES ? { hashes: await readSeedHashes(env.SEED_HASHES) } : {}),
  compositeChains: env.SEED_COMPOSITE_CHAINS === 'true',
  registrationNeedsApproval: env.SEED_REGISTRATION_APPROVAL !== 'false',
  globalLogin: env.SEED_GLOBAL_LOGIN !== 'false',
  sharedAddress: env.SEED_SHARED_ADDRESS === 'true',
  idpUrl: env.DEMO_IDP_URL?.replace(/\/$/, '') ?? DEMO_IDP_URL,
  pluginUrl: demoPluginUrl,
  ...(isDemoLicenseState(env.SEED_LICENSE_STATE) ? { licenseState: env.SEED_LICENSE_STATE } : {}),
  production,
  // The demo administrator tool's known token: never on a production database.
  ...(production ? {} : { applicationToken: demoAdminTool.token }),
};

const publicOrigin = publicOriginFrom(env);
const secretsKey = secretsKeyFrom(env);
if (secretsKey.source === 'development') {
  console.log('SECRETS_KEY is not set: using the development key (never in production).');
}
const secretBox = createSecretBox(secretsKey.key);
const licenseKey = licenseKeyFrom(env);
if (licenseKey.source === 'demo') {
  console.log(
    'LICENSE_PUBLIC_KEY is not set: licenses signed with the demo key are accepted (never in production).',
  );
}

const db = await openConfiguredDb(env);
if (await seedDemoTenant(db, secretBox, kdfCost, seedOptions)) console.log('Seeded the demo tenant.');
// The demo tool's token is in this repository for anyone to read: a production server never honours it, even
// on a database a development run seeded first.
if (production && (await revokeApplicationToken(db, demoAdminTool.token, new Date())))
  console.log('Revoked the demo application token: it is public.');

// What the start-up block says of each optional part of the demo, as it started.
const notes: PartNote[] = [];
const note: NotePart = (part) => notes.push(part);
// The demo tenant's LDAP tab signs in against a real OpenLDAP server, started here when slapd is installed.
const demoDirectory = await startConfiguredDemoDirectory(db, env, production, note);
// The demo tenant's third-party sources sign in at the demo identity process, started here too.
const demoIdp = await startConfiguredDemoIdp(db, env, production, { port, publicOrigin }, note);
// The demo tenant's plugin sources sign in at the demo plugin, started here too, which returns browsers here.
const demoPlugin = await startConfiguredDemoPlugin(
  db,
  env,
  production,
  publicOrigin ?? `http://localhost:${port}`,
  note,
);

const mailer = configuredMailer(env);
if (!production)
  note(
    mailer
      ? { part: 'Mail', on: true, text: 'sent through SMTP_URL' }
      : {
          part: 'Mail',
          on: false,
          text: 'codes and notices go to the development outbox (SMTP_URL sends them)',
        },
  );
const app = createApp({
  db,
  secretBox,
  devOutbox: !production,
  ...(mailer ? { mailer } : {}),
  ...(env.CAPTCHA_TEXT ? { captchaFactory: fixedTextCaptchaFactory(env.CAPTCHA_TEXT) } : {}),
  distDir: path.resolve(env.DIST_DIR ?? 'dist'),
  trustProxy: env.TRUST_PROXY === '1',
  publicOrigin,
  licenseKey: licenseKey.key,
  kdfCost,
});
const server = serve({ fetch: app.fetch, port }, (info) => {
  const url = `http://localhost:${info.port}/frontend/login/#/login`;
  console.log(startupBlock(url, production ? [] : DEMO_ACCOUNTS, notes));
});

// Close PGlite cleanly so its directory is consistent for the next start.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    demoIdp?.stop();
    demoPlugin?.stop();
    void Promise.all([db.close(), demoDirectory?.stop()]).then(() => process.exit(0));
  });
}
