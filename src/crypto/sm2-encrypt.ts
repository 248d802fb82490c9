import type { Sm2Key } from '../../schemas/boot.schema';
import type { Sm2Password } from '../../schemas/password-login.schema';
import { ApiError } from '../api/api-error';
import type { Api } from '../api/request';
import { fetchSm2Challenge } from '../api/sm2-challenge';
import { freshImport, retryingImport } from '../effects/chunk-retry';

/**
 * SM2 encryption of a password with the tenant's public key (`sm2_key`).
 *
 * Wire format: hex of `04 ‖ C1.x ‖ C1.y ‖ C3 ‖ C2`, i.e. the C1C3C2 order of GB/T 32918.4-2016 with the
 * uncompressed-point prefix `04` on C1, as BouncyCastle's SM2Engine in C1C3C2 mode and Hutool's SM2 (its
 * default) read it. OpenSSL takes no raw order: it decrypts the DER `SM2Ciphertext` of GB/T 35276 (SEQUENCE of
 * x, y, the C3 hash, C2), the same parts re-wrapped (`sm2-openssl-interop.test.ts` proves it both ways).
 * sm-crypto returns these bytes without the `04`, and its `cipherMode` flag is compared with `=== 0` (0 is
 * C1C2C3; anything else, so 1 here, is C1C3C2): both are set on purpose, not left to defaults.
 *
 * Plaintext: bound to a one-time challenge, so a ciphertext seen once (a log, a proxy) cannot be sent again.
 * Each submission first asks sm2_key for a fresh answer, encrypts the UTF-8 text `<code>:<password>` (the
 * answer's `code`, a colon, the password as typed) with that answer's public key, and sends the `code` as
 * `sm2_code` beside the ciphertext. A form with several passwords (the change: old, new, confirmation)
 * encrypts them all under one challenge. The code is opaque here; the reference server takes it once, and
 * only with ciphertexts that start with it (server/tenant/sm2-challenge.service.ts).
 *
 * sm-crypto is loaded on demand (and prefetched after the first paint), so it is not part of the first download.
 */
export const C1C3C2 = 1;

export async function sm2Encrypt(plain: string, key: Pick<Sm2Key, 'publicKey'>): Promise<string> {
  if (!plain) throw new Error('refusing to encrypt an empty password');
  // Code that cannot be downloaded is a network failure, told as such; only a failing cipher is encryptFailed.
  const { sm2 } = await loadSmCrypto().catch(() => {
    throw new ApiError({ kind: 'network' }, 'sm-crypto');
  });
  const publicKey = key.publicKey.startsWith('04') ? key.publicKey : `04${key.publicKey}`;
  return `04${sm2.doEncrypt(plain, publicKey, C1C3C2)}`;
}

/** A fresh challenge: its code (`sm2_code`), and the encryption of a password bound to it. */
export type Sm2Challenge = { code: string; encrypt: (password: string) => Promise<string> };

/** Asks sm2_key for a challenge (the page's tenant's, or the one named); a failed call is the ApiError of any call. */
export async function sm2Challenge(
  api: Api,
  signal: AbortSignal,
  enterpriseId?: string,
): Promise<Sm2Challenge> {
  const key = await fetchSm2Challenge(api, signal, enterpriseId);
  return {
    code: key.code,
    encrypt: async (password) => {
      if (!password) throw new Error('refusing to encrypt an empty password');
      return sm2Encrypt(`${key.code}:${password}`, key);
    },
  };
}

/** One password under a challenge of its own: what a form with one password sends. */
export async function encryptPassword(api: Api, password: string, signal: AbortSignal): Promise<Sm2Password> {
  const challenge = await sm2Challenge(api, signal);
  return { password: await challenge.encrypt(password), sm2_code: challenge.code };
}

/** The crypto chunk, downloaded ahead (src/effects/prefetch.ts) so the first sign-in does not wait for it. */
export const prefetchCrypto = (): Promise<unknown> => loadSmCrypto();

const loadSmCrypto = () => retryingImport(() => freshImport(() => import('sm-crypto')));
