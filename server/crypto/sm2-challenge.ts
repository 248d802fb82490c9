import { randomBytes } from 'node:crypto';
import { sameText } from './same-text';
import type { SecretBox } from './secret-box';

/**
 * How long a challenge waits for its passwords. The page fetches one right before it encrypts, so minutes
 * are plenty; a challenge seen in a log is over before long even if it was never used.
 */
export const SM2_CHALLENGE_TTL_MS = 10 * 60_000;

const MAC_CONTEXT = 'sm2-challenge';
// The key's code (any text, dots too), the expiry in Unix seconds, a 128-bit nonce and the MAC, in base64url.
const CODE = /^(.+)\.(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** What a challenge this server issued says: for which key, until when, and its one-time nonce. */
export type Sm2Challenge = { keyCode: string; expiresAt: Date; nonce: string };

/**
 * A fresh challenge for sm2_key's `code`: `<key code>.<expiry>.<nonce>.<MAC>`. Nothing is stored when it is
 * issued (the boot page carries one on every view); the MAC proves it later, and its use is recorded then.
 */
export function issueSm2Challenge(box: SecretBox, keyCode: string, now: Date): string {
  const expiry = Math.ceil((now.getTime() + SM2_CHALLENGE_TTL_MS) / 1000);
  const body = `${keyCode}.${expiry}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${box.mac(body, MAC_CONTEXT)}`;
}

/**
 * The challenge `code` names, when this server issued it (its MAC holds) and it has not expired; null for
 * anything else. Whether it was used already is the database's to say (sm2-challenge.repo.ts).
 */
export function readSm2Challenge(box: SecretBox, code: string, now: Date): Sm2Challenge | null {
  const [, keyCode, expiry, nonce, mac] = CODE.exec(code) ?? [];
  if (!keyCode || !expiry || !nonce || !mac) return null;
  // The MAC's text compared, not its bytes: base64url's last character has bits that decode to nothing.
  if (!sameText(box.mac(code.slice(0, -mac.length - 1), MAC_CONTEXT), mac)) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  return now < expiresAt ? { keyCode, expiresAt, nonce } : null;
}
