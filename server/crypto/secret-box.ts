import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export type SecretBox = {
  /** `plain` encrypted and authenticated, bound to `context` (whose secret it is): text to store. */
  seal(plain: string, context: string): string;
  /** What `seal` was given; throws when the text was altered, sealed with another key, or for another context. */
  open(sealed: string, context: string): string;
  /**
   * An HMAC-SHA256 tag of `text` for `context` (base64url): proof that this server made a text it hands out
   * and keeps no copy of (a one-time challenge). Under a key of its own, derived from the secrets key.
   */
  mac(text: string, context: string): string;
};

/**
 * Secrets at rest (one-time-password keys): AES-256-GCM under a 32-byte key that lives outside the database.
 * The context is authenticated with the secret, so a sealed value copied onto another user's row does not open.
 */
export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  // HKDF (RFC 5869): the MAC key is not the cipher's, so neither use can weaken the other.
  const macKey = Buffer.from(hkdfSync('sha256', key, '', 'idaas-login mac v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) throw new Error('not a sealed secret');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(context, 'utf8'))
        .setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
    mac(text, context) {
      // The context ends at its NUL, so no context and text run into another pair's.
      return createHmac('sha256', macKey).update(`${context}\0${text}`, 'utf8').digest('base64url');
    },
  };
}
