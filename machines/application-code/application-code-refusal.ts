import { apiFailureOf } from '../../schemas/api-failure';
import { APPLICATION_TWO_FACTOR_REFUSALS, SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';

/** What the code check can refuse with: the code's own refusals, and the application's (SPEC section 8). */
export const APPLICATION_CODE_REFUSALS = [
  SECOND_FACTOR_REFUSALS.wrongCode,
  SECOND_FACTOR_REFUSALS.usedCode,
  SECOND_FACTOR_REFUSALS.expiredCode,
  SECOND_FACTOR_REFUSALS.locked,
  APPLICATION_TWO_FACTOR_REFUSALS.verificationFailed,
  APPLICATION_TWO_FACTOR_REFUSALS.notAuthorized,
] as const;
export type ApplicationCodeRefusal = (typeof APPLICATION_CODE_REFUSALS)[number];

const isRefusal = (message: string | undefined): message is ApplicationCodeRefusal =>
  (APPLICATION_CODE_REFUSALS as readonly (string | undefined)[]).includes(message);

/** The refusal an error carries, or null for anything else (a lost connection, a server fault). */
export function applicationCodeRefusal(error: unknown): ApplicationCodeRefusal | null {
  const failure = apiFailureOf(error);
  return failure?.kind === 'response' && isRefusal(failure.message) ? failure.message : null;
}
