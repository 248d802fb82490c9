import { APPLICATION_TWO_FACTOR_REFUSALS, SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import { refusalReader } from '../shared/code-refusal';

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

/** The refusal an error carries, or null for anything else (a lost connection, a server fault). */
export const applicationCodeRefusal = refusalReader(APPLICATION_CODE_REFUSALS);
