import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedResult = {
  state: string;
  username: string;
  result: string;
  authType: string;
  timestamp: string;
};

const payload = (r: SignedResult) => [r.state, r.username, r.result, r.authType, r.timestamp].join('\n');

/**
 * The application's proof that its user passed: an HMAC-SHA256 of the result fields with the key it shares
 * with this tenant, so a hand-made return URL is worthless.
 */
export const signResult = (secret: string, r: SignedResult) =>
  createHmac('sha256', secret).update(payload(r)).digest('hex');

export function verifyResult(secret: string, r: SignedResult, sign: string): boolean {
  const expected = Buffer.from(signResult(secret, r), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
