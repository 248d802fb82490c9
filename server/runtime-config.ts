import type { Db } from './db/db';
import { openDb } from './db/open-db';
import { smtpMailer, type Mailer } from './messaging/mailer';

// What the server (main.ts) and the admin command (scripts/admin.ts) read from the environment alike, so the
// command works on the very database and mail setup the server runs with.
type Env = Record<string, string | undefined>;

/** NODE_ENV=production: no development outbox, no demo application token, SECRETS_KEY required. */
export const isProduction = (env: Env) => env.NODE_ENV === 'production';

/** PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR (default ./data/pglite), its schema brought up to date. */
export const openConfiguredDb = (env: Env): Promise<Db> =>
  openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });

/** Mail through SMTP_URL, sent as MAIL_FROM; none without SMTP_URL (the development outbox alone). */
export const configuredMailer = (env: Env): Mailer | null =>
  env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'IDaaS <no-reply@localhost>') : null;
