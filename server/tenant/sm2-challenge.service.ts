import { readSm2Challenge } from '../crypto/sm2-challenge';
import { decryptSm2 } from '../crypto/sm2-decrypt';
import type { Deps } from '../deps';
import { claimSm2Challenge } from './sm2-challenge.repo';
import { findSm2Key } from './sm2-key.repo';

/**
 * Why a form's passwords were not opened. `stale`: the challenge is not one to take now (forged, expired,
 * used before by any process, of a key the tenant no longer has) or a ciphertext was made for another one;
 * nothing was checked, so nothing may count against the account, or whoever replays a captured form could lock
 * it. `undecryptable`: under a fresh challenge, a ciphertext that does not decrypt with the key, as a client
 * that does not know the key would send (a wrong password where the form checks one).
 */
export type Sm2Refusal = 'stale' | 'undecryptable';

export type OpenedPasswords<T extends readonly string[]> =
  { ok: true; passwords: { -readonly [K in keyof T]: string } } | { ok: false; refusal: Sm2Refusal };

const STALE = { ok: false, refusal: 'stale' } as const;

/**
 * The passwords of one submission, each the SM2 ciphertext of `<code>:<password>` (src/crypto/sm2-challenge.ts)
 * under the tenant's key, all under the one challenge `code` that sm2_key issued. The challenge is spent by the
 * first request that names it, whatever that request's fate: a password goes over the wire once.
 */
export async function openSm2Passwords<const T extends readonly string[]>(
  { db, clock, secretBox }: Pick<Deps, 'db' | 'clock' | 'secretBox'>,
  enterpriseId: string,
  code: string,
  ciphers: T,
): Promise<OpenedPasswords<T>> {
  const now = clock.now();
  const challenge = readSm2Challenge(secretBox, code, now);
  if (!challenge) return STALE;
  const key = await findSm2Key(db, enterpriseId);
  if (key?.code !== challenge.keyCode) return STALE;
  if (!(await claimSm2Challenge(db, challenge.nonce, challenge.expiresAt, now))) return STALE;
  const plains = ciphers.map((cipher) => decryptSm2(cipher, key.privateKey));
  // A ciphertext of another challenge (a captured one moved into a new form) is stale, not a wrong password.
  const bound = `${code}:`;
  if (plains.some((plain) => plain !== null && !plain.startsWith(bound))) return STALE;
  const passwords = plains.flatMap((plain) => (plain === null ? [] : [plain.slice(bound.length)]));
  if (passwords.length !== ciphers.length) return { ok: false, refusal: 'undecryptable' };
  // One password per ciphertext, in their order: the tuple the caller gave, decrypted.
  return { ok: true, passwords: passwords as { -readonly [K in keyof T]: string } };
}
