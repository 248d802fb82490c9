import type { Sm2Key } from '../../schemas/boot.schema';
import { ApiError } from '../api/api-error';
import { freshImport, retryingImport } from '../effects/chunk-retry';
import { whenIdle } from '../effects/when-idle';

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

/** Starts the download of the crypto chunk once the page is idle, so the first sign-in does not wait for it. */
export function prefetchCrypto(): void {
  // A failed prefetch is no error: the first encryption fetches it again.
  whenIdle(() => void loadSmCrypto().catch(() => undefined));
}

const loadSmCrypto = () => retryingImport(() => freshImport(() => import('sm-crypto')));
