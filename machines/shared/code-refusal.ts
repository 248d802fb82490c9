import { apiFailureOf } from '../../schemas/api-failure';
import { SECOND_FACTOR_REFUSALS, type SecondFactorRefusal } from '../../schemas/refusals';
import { OneTimeCode } from '../../schemas/second-factor.schema';

/** Reads which of `known` refusals an error carries (a server's answer naming one), or null for others. */
export const refusalReader =
  <R extends string>(known: readonly R[]) =>
  (error: unknown): R | null => {
    const failure = apiFailureOf(error);
    const message = failure?.kind === 'response' ? failure.message : undefined;
    return known.find((refusal) => refusal === message) ?? null;
  };

/** The second-factor refusal an error carries (wrong, used or expired code, locked…), or null for others. */
export const codeRefusal: (error: unknown) => SecondFactorRefusal | null = refusalReader(
  Object.values(SECOND_FACTOR_REFUSALS),
);

/** Why a typed code is not sent: empty, or not 6 to 8 digits. */
export type CodeFormatError = 'required' | 'format';

export function codeFormatError(code: string): CodeFormatError | null {
  if (code.trim() === '') return 'required';
  return OneTimeCode.safeParse(code.trim()).success ? null : 'format';
}

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The `onError` of a call whose refusals the page words: a refusal is kept (the machine's `keepRefusal`
 * action), anything else goes to the app (`reportError`); `target` either way. For machines with an
 * `isRefusal` guard and both actions.
 */
export const refusalOrReport = (target: string) =>
  [
    {
      guard: { type: 'isRefusal', params: errorOf },
      target,
      actions: { type: 'keepRefusal', params: errorOf },
    },
    { target, actions: { type: 'reportError', params: errorOf } },
  ] as const;
