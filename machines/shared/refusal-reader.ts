import { apiFailureOf } from '../../schemas/api-failure';

type Names = Readonly<Record<string, string>>;

/**
 * Reads a flow's refusals off an error: by the envelope codes of `codes` (SPEC 8's own), else by the server's
 * refusal in the message (`refusals`, sent with `InvalidParameter`); each found by its name. Null for an error
 * that belongs to the app (no answer, 5xx, another back end's text): SPEC 8's generic exception.
 */
export function refusalReader<C extends Names, R extends Names>(codes: C, refusals: R) {
  type Refusal = Extract<keyof C | keyof R, string>;
  const byCode = new Map(Object.entries(codes).map(([name, code]) => [code, name as Refusal]));
  const byMessage = new Map(Object.entries(refusals).map(([name, message]) => [message, name as Refusal]));
  return (error: unknown): Refusal | null => {
    const failure = apiFailureOf(error);
    if (failure?.kind !== 'response' && failure?.kind !== 'http') return null;
    return byCode.get(failure.code ?? '') ?? byMessage.get(failure.message ?? '') ?? null;
  };
}
