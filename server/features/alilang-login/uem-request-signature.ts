import { createHmac, timingSafeEqual } from 'node:crypto';
import { uemSigningInput, type UemTokenRequest } from '../../../schemas/alilang-login.schema';

/**
 * The IdP's signature of a UEM token request: HMAC-SHA256 under the secret the Alilang source and its agent
 * share (the source's client secret), so the agent answers only the IdP its computer is managed for.
 */
export const uemRequestSignature = (request: Omit<UemTokenRequest, 'signature'>, secret: string) =>
  createHmac('sha256', secret).update(uemSigningInput(request)).digest('base64url');

/** Whether `request` carries the signature `secret` makes, compared in constant time. */
export function isSignedUemRequest(request: UemTokenRequest, secret: string): boolean {
  const expected = Buffer.from(uemRequestSignature(request, secret));
  const given = Buffer.from(request.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
