import { createHmac } from 'node:crypto';
import { sameText } from '../../crypto/same-text';

export type SignedResult = {
  purchaseId: string;
  state: string;
  username: string;
  result: string;
  authType: string;
  timestamp: string;
};

// A JSON array, not joined text: no field value can shift into the next one and sign another result.
const payload = (r: SignedResult) =>
  JSON.stringify([r.purchaseId, r.state, r.username, r.result, r.authType, r.timestamp]);

/**
 * The application's proof that its user passed: an HMAC-SHA256 of the result fields with the key it shares
 * with this tenant, so a hand-made return URL is worthless.
 */
export const signResult = (secret: string, r: SignedResult) =>
  createHmac('sha256', secret).update(payload(r)).digest('hex');

export function verifyResult(secret: string, r: SignedResult, sign: string): boolean {
  return sameText(signResult(secret, r), sign);
}
