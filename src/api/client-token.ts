import { CLIENT_TOKEN_LENGTH } from '../../schemas/spec-constants';

// 64 symbols, so a random byte masked to 6 bits picks each with the same chance.
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A single-use client token of SPEC section 9's length; the server refuses one it has seen. */
export function newClientToken(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(CLIENT_TOKEN_LENGTH)), (byte) => TOKEN_ALPHABET[byte & 63]).join(
    '',
  );
}
