import * as z from 'zod/mini';

/** A one-time code as typed: digits only, the lengths RFC 4226 allows (6 to 8). */
export const OneTimeCode = z.string().check(z.regex(/^\d{6,8}$/));
