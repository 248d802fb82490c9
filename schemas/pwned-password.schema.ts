import * as z from 'zod/mini';
import { envelope } from './envelope.schema';

/** Query of GET /api/public/bff/v1.2/pwned_password: the first 5 hex digits of the password's SHA-1. */
export const PwnedPasswordQuery = z.object({ prefix: z.string().check(z.regex(/^[0-9a-fA-F]{5}$/)) });
export type PwnedPasswordQuery = z.infer<typeof PwnedPasswordQuery>;

/**
 * GET /api/public/bff/v1.2/pwned_password?prefix=: the remaining 35 hex digits (upper case) of every breached
 * password under that prefix, k-anonymity style: the password itself never leaves the browser.
 */
export const PwnedPassword = z.object({
  prefix: z.string(),
  suffixes: z.array(z.object({ suffix: z.string().check(z.regex(/^[0-9A-F]{35}$/)), count: z.int() })),
});
export type PwnedPassword = z.infer<typeof PwnedPassword>;
export const PwnedPasswordResponse = envelope(PwnedPassword);
