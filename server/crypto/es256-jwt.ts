import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// A compact JWS with ES256 (RFC 7515, 7518 3.4) through jose, the JOSE library openid-client and oidc-provider
// already stand on: one algorithm allowed, checked before the signature.

export const privateKeyOf = (pem: string): KeyObject => createPrivateKey(pem);
export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);

/** The JWT of `claims`, signed with the P-256 `key`. */
export function signEs256Jwt(claims: Record<string, unknown>, key: KeyObject): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(key);
}

/**
 * The claims of `jwt` when it is an ES256 JWT that `key` signed and, at `now`, not expired nor not yet valid;
 * else null (any other algorithm, `none` included, is refused). The caller checks what the claims say.
 */
export async function verifiedEs256Claims(jwt: string, key: KeyObject, now: Date): Promise<unknown> {
  try {
    const { payload } = await jwtVerify(jwt, key, { algorithms: ['ES256'], currentDate: now });
    return payload;
  } catch {
    return null;
  }
}
