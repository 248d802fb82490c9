import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { CaptchaFactory } from './captcha-factory';
import { newOpaqueToken, sha256Hex } from './opaque-token';

const CAPTCHA_TTL_MS = 5 * 60_000;

// The code salts the answer, so equal answers of two captchas never share a digest.
const answerHash = (code: string, text: string) => sha256Hex(`${code}:${text.trim().toLowerCase()}`);

/** Stores a new captcha (its answer hashed, five minutes to live) and returns its code and image data URL. */
export async function createCaptcha(db: Queryable, factory: CaptchaFactory, now: Date) {
  const { text, svg } = factory();
  const code = newOpaqueToken();
  await db.query('delete from captcha where expires_at < $1', [now]);
  await db.query('insert into captcha (code, answer_hash, expires_at) values ($1, $2, $3)', [
    code,
    answerHash(code, text),
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  ]);
  return { code, captcha: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Checks an answer. The captcha is spent by the first attempt, right or wrong, in every process at once. */
export async function consumeCaptcha(db: Queryable, code: string, text: string, now: Date): Promise<boolean> {
  const result = await db.query<{ answerHash: string }>(
    `update captcha set used_at = $2 where code = $1 and used_at is null and expires_at > $2
     returning answer_hash as "answerHash"`,
    [code, now],
  );
  const stored = result.rows[0]?.answerHash;
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(answerHash(code, text)));
}
