/**
 * A context field a state needs, which every transition into that state sets: read with its check, so a state
 * entered without it is a bug that fails where it happens (the invoke's onError, the app's recovery) instead of
 * a call sent with nothing.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
