/**
 * The key that seals secrets at rest (server/crypto/secret-box.ts), from SECRETS_KEY: 64 hex digits. Without
 * one, development and tests use a fixed key that is in this repository, so production refuses to start.
 */
export const DEV_SECRETS_KEY = Buffer.from(
  '6964616173206c6f67696e20646576656c6f706d656e74206b6579206f6e6c79',
  'hex',
);

export type SecretsKey = { key: Uint8Array; source: 'env' | 'development' };

export function secretsKeyFrom(env: { SECRETS_KEY?: string; NODE_ENV?: string }): SecretsKey {
  const hex = env.SECRETS_KEY?.trim();
  if (hex) {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('SECRETS_KEY must be 64 hex digits (32 bytes)');
    return { key: Buffer.from(hex, 'hex'), source: 'env' };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error('SECRETS_KEY is required in production (64 hex digits, e.g. `openssl rand -hex 32`)');
  }
  return { key: DEV_SECRETS_KEY, source: 'development' };
}
