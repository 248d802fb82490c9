import { RESET_PASSWORD_CODES, RESET_PASSWORD_REFUSALS } from '../../schemas/refusals';
import { apiFailureOf } from '../../schemas/api-failure';

export type ResetRefusalName = keyof typeof RESET_PASSWORD_REFUSALS;

/**
 * What the reset's pages say when a step is refused: a refusal of the server (by its name), or the page's own
 * refusal of a verified code's answer whose sToken is missing or does not open to the code (SPEC 5).
 */
export type ResetRefusal = ResetRefusalName | 'sTokenMissing' | 'sTokenMismatch';

const NAMES = new Map<string, ResetRefusalName>(
  Object.entries(RESET_PASSWORD_REFUSALS).map(([name, code]) => [code, name as ResetRefusalName]),
);

/**
 * The refusal an error carries, or null for one that belongs to the app (network, 5xx, another back end's
 * text). SPEC 8: step 1's code 400 is an account that cannot be reset, 439 a wrong captcha.
 */
export function resetRefusal(error: unknown): ResetRefusalName | null {
  const failure = apiFailureOf(error);
  if (failure?.kind !== 'response') return null;
  if (failure.code === RESET_PASSWORD_CODES.noAccount) return 'noAccount';
  if (failure.code === RESET_PASSWORD_CODES.wrongCaptcha) return 'wrongCaptcha';
  return NAMES.get(failure.message ?? '') ?? null;
}

/** The refusal a code names (submit's `errorMessage`), or null for a text of another back end. */
export const refusalNamed = (code: string | null | undefined): ResetRefusalName | null =>
  NAMES.get(code ?? '') ?? null;

/** The reset itself is over (its token expired or ended): the steps start again from the account. */
export const isResetOver = (error: unknown): boolean => resetRefusal(error) === 'expired';
