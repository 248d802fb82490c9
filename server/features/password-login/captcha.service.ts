import type { Queryable } from '../../db/db';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { sameText } from '../../crypto/same-text';
import type { CaptchaFactory } from './captcha-factory';
import { insertCaptcha, spendCaptcha } from './captcha.repo';

const CAPTCHA_TTL_MS = 5 * 60_000;

// The code salts the answer, so equal answers of two captchas never share a digest.
const answerHash = (code: string, text: string) => sha256Hex(`${code}:${text.trim().toLowerCase()}`);

/** The login page's captchas; a session's step has a scope of its own (`sessionCaptchaScope`). */
export const LOGIN_CAPTCHA_SCOPE = 'login';

/** The scope of a captcha drawn for one step of one session: it answers nowhere else. */
export const sessionCaptchaScope = (step: 'admin-code' | 'otp-reset', tokenHash: string) =>
  `${step}:${tokenHash}`;

/**
 * Stores a new captcha for `scope` (its answer hashed, five minutes to live) and returns its code and image
 * data URL.
 */
export async function createCaptcha(
  db: Queryable,
  factory: CaptchaFactory,
  now: Date,
  scope: string = LOGIN_CAPTCHA_SCOPE,
) {
  const { text, svg } = factory();
  const code = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await insertCaptcha(db, { code, answerHash: answerHash(code, text), expiresAt, scope }, now);
  return { code, captcha: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
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
