import { sign, verify, type KeyObject } from 'node:crypto';
import { LicenseFile, LicensePayload } from '../../schemas/license.schema';

/**
 * A license file (schemas/license.schema.ts): `{ payload, signature }`, the payload the JSON of a
 * LicensePayload in base64url, the signature Ed25519 over the payload string's bytes (as sent, not decoded),
 * in base64url. Verifying needs nothing but node:crypto and the vendor's public key.
 */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The payload a file's signature vouches for under `key`; null for anything else: not JSON, not the file's
 * shape, a signature of another key or of other bytes, or a payload that is not a LicensePayload. The payload
 * is read only after its signature verified: nothing unsigned is parsed.
 */
export function verifiedPayload(fileText: string, key: KeyObject): LicensePayload | null {
  const file = LicenseFile.safeParse(parseJson(fileText));
  if (!file.success) return null;
  const { payload, signature } = file.data;
  const signed = verify(null, Buffer.from(payload, 'utf8'), key, Buffer.from(signature, 'base64url'));
  if (!signed) return null;
  const parsed = LicensePayload.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')));
  return parsed.success ? parsed.data : null;
}

/** A license file's text for `payload`, signed with `privateKey` (the demo issuer's and the seed's). */
export function signedLicenseFile(payload: LicensePayload, privateKey: KeyObject): string {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const signature = sign(null, Buffer.from(encoded, 'utf8'), privateKey).toString('base64url');
  return JSON.stringify({ payload: encoded, signature } satisfies LicenseFile, null, 2);
}
