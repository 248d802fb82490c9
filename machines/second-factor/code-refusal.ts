import { apiFailureOf } from '../../schemas/api-failure';
import { SECOND_FACTOR_REFUSALS, type SecondFactorRefusal } from '../../schemas/refusals';
import { OneTimeCode } from '../../schemas/second-factor.schema';

const REFUSALS: readonly string[] = Object.values(SECOND_FACTOR_REFUSALS);
const isRefusal = (message: string | undefined): message is SecondFactorRefusal =>
  message !== undefined && REFUSALS.includes(message);

/** The second-factor refusal an error carries (wrong, used or expired code, locked…), or null for others. */
export function codeRefusal(error: unknown): SecondFactorRefusal | null {
  const failure = apiFailureOf(error);
  return failure?.kind === 'response' && isRefusal(failure.message) ? failure.message : null;
}

/** Why a typed code is not sent: empty, or not 6 to 8 digits. */
export type CodeFormatError = 'required' | 'format';

export function codeFormatError(code: string): CodeFormatError | null {
  if (code.trim() === '') return 'required';
  return OneTimeCode.safeParse(code.trim()).success ? null : 'format';
}
