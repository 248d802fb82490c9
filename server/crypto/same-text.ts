import { timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret (a digest, a code, an answer) with what a client sent, in time that does not depend on
 * where they differ; texts of different lengths differ (their lengths are no secret).
 */
export function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
