import { sm2 } from 'sm-crypto';

// C1 (point x‖y, 64 bytes) + C3 (SM3, 32 bytes) + at least one byte of C2, in hex.
const MIN_HEX = (64 + 32 + 1) * 2;

/**
 * Decrypts a password sent by the browser. Wire format: C1C3C2 (sm-crypto cipherMode 1) hex. sm-crypto's
 * doEncrypt omits the 04 prefix of the uncompressed point C1, other libraries keep it; both are accepted
 * (sm-crypto's doDecrypt wants it stripped). Any failure, including a bad C3 digest, is null, never a throw.
 */
export function decryptSm2(cipherHex: string, privateKey: string): string | null {
  if (!/^[0-9a-fA-F]+$/.test(cipherHex) || cipherHex.length % 2 !== 0 || cipherHex.length < MIN_HEX)
    return null;
  const hex = cipherHex.toLowerCase();
  // A prefix-less C1 may itself start with 04, so the stripped reading is tried first, then the whole text.
  const candidates = hex.startsWith('04') && hex.length - 2 >= MIN_HEX ? [hex.slice(2), hex] : [hex];
  for (const candidate of candidates) {
    try {
      const plain = sm2.doDecrypt(candidate, privateKey, 1);
      if (plain) return plain;
    } catch {
      // not a point on the curve, or not this reading: try the next one
    }
  }
  return null;
}
