import * as z from 'zod/mini';

/**
 * Why a call failed, as the API layer reports it (`ApiError.detail` in src/api): no response; an HTTP status
 * (with the error body's code when it has one); an envelope with `success: false`; or an answer that fails
 * its schema. Machines read a failure through `apiFailureOf`, by its shape, so they never depend on the
 * HTTP layer's error class.
 */
export const ApiFailure = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('network') }),
  z.object({
    kind: z.literal('http'),
    status: z.int(),
    code: z.optional(z.string()),
    message: z.optional(z.string()),
    errorDescription: z.optional(z.string()),
    /** Minutes a rest_token lock has left. */
    lockTime: z.optional(z.int()),
  }),
  z.object({
    kind: z.literal('response'),
    code: z.string(),
    message: z.optional(z.string()),
    subCode: z.optional(z.string()),
    /** Minutes a lock has left (bjcacert/login's usbKey.locked). */
    lockTime: z.optional(z.int()),
  }),
  z.object({ kind: z.literal('malformed'), endpoint: z.string(), issues: z.string() }),
]);
export type ApiFailure = z.infer<typeof ApiFailure>;

const Failed = z.object({ detail: ApiFailure });

/** The failure an error carries, or null for anything else (a bug, an aborted call). */
export function apiFailureOf(error: unknown): ApiFailure | null {
  const parsed = Failed.safeParse(error);
  return parsed.success ? parsed.data.detail : null;
}

/** The failure's response code (envelope or error body), if it has one. */
export function failureCode(error: unknown): string | null {
  const failure = apiFailureOf(error);
  return failure && 'code' in failure && failure.code ? failure.code : null;
}
