import type { KeyObject } from 'node:crypto';
import type { SecretBox } from './crypto/secret-box';
import type { Db } from './db/db';
import type { KdfCost } from './crypto/kdf-cost';
import type { CaptchaFactory } from './features/password-login/captcha-factory';
import type { Mailer } from './messaging/mailer';

/** Time as the app sees it: injected so tests can move past a lock without sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every route and service needs, passed explicitly instead of living in module state. */
export interface Deps {
  db: Db;
  clock: Clock;
  captchaFactory: CaptchaFactory;
  /** Seals secrets at rest (one-time-password keys) under SECRETS_KEY. */
  secretBox: SecretBox;
  /** Sends mail when SMTP_URL is set. */
  mailer: Mailer | null;
  /**
   * Messages (with their codes) are kept in the development outbox, readable at GET /api/dev/outbox: never in
   * production, where a code is stored only as a digest.
   */
  devOutbox: boolean;
  /**
   * Where browsers reach this server (PUBLIC_ORIGIN), for the URLs it gives others to send them back; null
   * outside production without it: the URL the browser called (its Host header) gives it.
   */
  publicOrigin: string | null;
  /** The vendor's public key a license file must be signed under (server/license/license-key.ts). */
  licenseKey: KeyObject;
  /** What deriving a password hash costs (KDF_COST): production's, or Vitest's servers' cheap one. */
  kdfCost: KdfCost;
}
