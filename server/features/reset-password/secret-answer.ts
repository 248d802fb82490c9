import type { KdfCost } from '../../crypto/kdf-cost';
import { hashPassword, verifyPassword } from '../../crypto/password-hash';

/**
 * A secret answer as it is hashed and compared: compatibility forms folded (NFKC: full-width letters and
 * digits as typed by a Chinese input method), spaces around it dropped, any case. "Hangzhou " is "hangzhou".
 */
export const normalizeAnswer = (answer: string) => answer.normalize('NFKC').trim().toLowerCase();

/** Answers are stored like passwords: a guessable short text needs the slow salted hash all the more. */
export const hashSecretAnswer = (answer: string, cost: KdfCost) =>
  hashPassword(normalizeAnswer(answer), cost);

export const secretAnswerMatches = (answer: string, stored: string, cost: KdfCost) =>
  verifyPassword(normalizeAnswer(answer), stored, cost);
