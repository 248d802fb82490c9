import * as z from 'zod/mini';

// PostgreSQL's unique_violation, as pg and PGlite both report it: the SQLSTATE and the index's name.
const UniqueViolation = z.object({ code: z.literal('23505'), constraint: z.optional(z.string()) });

/** The unique index or constraint a failed write broke, or null when it failed otherwise. */
export function violatedUniqueIndex(error: unknown): string | null {
  const violation = UniqueViolation.safeParse(error);
  return violation.success ? (violation.data.constraint ?? '') : null;
}
