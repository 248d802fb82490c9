/**
 * The sToken of a verified reset code (SPEC sections 5 and 9): the code sent, AES-256-ECB (PKCS#7 padding,
 * base64) under a key of 32 characters, the reset token cut or padded with '0' to that length. The server
 * seals it with node:crypto, the page opens it with crypto-js; both make the key here.
 */
import { ENCRYPTION_KEY_LENGTH } from '../spec-constants';

/** SPEC 5: an encryption key cut or padded to 32 characters. */
export const sTokenKey = (key: string): string =>
  key.length >= ENCRYPTION_KEY_LENGTH
    ? key.slice(0, ENCRYPTION_KEY_LENGTH)
    : key.padEnd(ENCRYPTION_KEY_LENGTH, '0');

/** What the page makes of an answer's sToken: it opens to the code sent, it is missing, or it does not. */
export type STokenCheck = 'ok' | 'missing' | 'mismatch';
