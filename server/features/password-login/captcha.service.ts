import type { Queryable } from '../../db/db';
import { newOpaqueToken, sha256Hex } from '../../crypto/opaque-token';
import { sameText } from '../../crypto/same-text';
import type { CaptchaFactory } from './captcha-factory';
import { insertCaptcha, spendCaptcha } from './captcha.repo';

const CAPTCHA_TTL_MS = 5 * 60_000;

// The code salts the answer, so equal answers of two captchas never share a digest.
const answerHash = (code: string, text: string) => sha256Hex(`${code}:${text.trim().toLowerCase()}`);

/** Stores a new captcha (its answer hashed, five minutes to live) and returns its code and image data URL. */
export async function createCaptcha(db: Queryable, factory: CaptchaFactory, now: Date) {
  const { text, svg } = factory();
  const code = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await insertCaptcha(db, { code, answerHash: answerHash(code, text), expiresAt }, now);
  return { code, captcha: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Checks an answer. The captcha is spent by the first attempt, right or wrong, in every process at once. */
export async function consumeCaptcha(db: Queryable, code: string, text: string, now: Date): Promise<boolean> {
  const stored = await spendCaptcha(db, code, now);
  if (!stored) return false;
  return sameText(stored, answerHash(code, text));
}
