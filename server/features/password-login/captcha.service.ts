import type { Db, Queryable } from '../../db/db';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { sameText } from '../../crypto/same-text';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import type { CaptchaFactory } from './captcha-factory';
import { ADDRESS_LOCK, lockClientAddress } from '../../db/address-lock.repo';
import {
  deleteExpiredCaptchas,
  insertCaptchaWithinCap,
  replaceScopeCaptcha,
  spendCaptcha,
} from './captcha.repo';

const CAPTCHA_TTL_MS = 5 * 60_000;

// The code salts the answer, so equal answers of two captchas never share a digest.
const answerHash = (code: string, text: string) => sha256Hex(`${code}:${text.trim().toLowerCase()}`);

/** The login page's captchas; a session's step has a scope of its own (`sessionCaptchaScope`). */
export const LOGIN_CAPTCHA_SCOPE = 'login';

/** The scope of a captcha drawn for one step of one session: it answers nowhere else. */
export const sessionCaptchaScope = (step: 'admin-code' | 'otp-reset', tokenHash: string) =>
  `${step}:${tokenHash}`;

/** The answer to an address over its cap: it may draw again once its older captchas leave the window. */
export const TOO_MANY_CAPTCHAS = [
  'TooManyRequests',
  'too many captchas from this address; try again later',
] as const;

/** How long a client address's captchas count against its cap (tenant setting captchasPerAddress). */
const CAP_WINDOW_MS = 10 * 60_000;

/** A captcha drawn: its code, its answer's digest (the text never stored) and its picture. */
function draw(factory: CaptchaFactory, now: Date, scope: string) {
  const { text, svg } = factory();
  const code = newOpaqueToken();
  const stored = {
    code,
    answerHash: answerHash(code, text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    scope,
  };
  const shown = { code, captcha: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  return { stored, shown };
}

/**
 * A captcha for anyone at `address` (the login page's, the QR login's): stored (its answer hashed, five
 * minutes to live) and returned as its code and picture; null when the address drew the tenant's
 * `captchasPerAddress` in the last 10 minutes. Run-out captchas are forgotten first, so the table holds what
 * is live and little more.
 */
export async function createCaptcha(
  deps: Pick<Deps, 'db' | 'captchaFactory' | 'clock'>,
  tenant: Pick<Tenant, 'settings'>,
  address: string,
  scope: string = LOGIN_CAPTCHA_SCOPE,
): Promise<{ code: string; captcha: string } | null> {
  const now = deps.clock.now();
  const { stored, shown } = draw(deps.captchaFactory, now, scope);
  const max = tenant.settings.captchasPerAddress;
  const kept = await deps.db.transaction(async (tx) => {
    await deleteExpiredCaptchas(tx, now);
    await lockClientAddress(tx, ADDRESS_LOCK.captchas, address);
    const since = new Date(now.getTime() - CAP_WINDOW_MS);
    return insertCaptchaWithinCap(tx, stored, { address, now, since, max });
  });
  return kept ? shown : null;
}

/** A captcha for one step of one session (`sessionCaptchaScope`): it replaces the step's earlier one. */
export async function createSessionCaptcha(db: Db, factory: CaptchaFactory, now: Date, scope: string) {
  const { stored, shown } = draw(factory, now, scope);
  await db.transaction(async (tx) => {
    await deleteExpiredCaptchas(tx, now);
    await replaceScopeCaptcha(tx, stored, now);
  });
  return shown;
}

/**
 * Checks an answer to a captcha drawn for `scope`. The captcha is spent by the first attempt, right or wrong,
 * in every process at once.
 */
export async function consumeCaptcha(
  db: Queryable,
  code: string,
  text: string,
  now: Date,
  scope: string = LOGIN_CAPTCHA_SCOPE,
): Promise<boolean> {
  const stored = await spendCaptcha(db, code, scope, now);
  if (!stored) return false;
  return sameText(stored, answerHash(code, text));
}
