import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

// A compact JWS with ES256 (RFC 7515, 7518 3.4): the signature is r‖s (IEEE P1363), not DER. node:crypto does
// it in a few lines, and the project has no JOSE library to add for one algorithm.

const HEADER = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT' })).toString('base64url');

export const privateKeyOf = (pem: string): KeyObject => createPrivateKey(pem);
export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);

/** The JWT of `claims`, signed with the P-256 `key`. */
export function signEs256Jwt(claims: object, key: KeyObject): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * The claims of `jwt` when it is an ES256 JWT that `key` signed, else null (any other header, `none`
 * included, is refused before the signature is looked at). The caller checks the claims themselves.
 */
export function verifiedEs256Claims(jwt: string, key: KeyObject): unknown {
  const [header, payload, signature] = jwt.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: unknown };
    if (alg !== 'ES256') return null;
    const ok = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    return ok ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown) : null;
  } catch {
    return null;
  }
}
