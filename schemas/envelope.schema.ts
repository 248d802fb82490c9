import * as z from 'zod/mini';

/** Response codes arrive as numbers from some back ends and strings from others; we compare strings. */
export const ResponseCode = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** The common envelope of every bff call: `{ success, code, message, data }`. */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: ResponseCode,
    message: z.optional(z.nullable(z.string())),
    subCode: z.optional(z.nullable(z.string())),
    data,
  });

/** Minutes a lock has left. A malformed value is dropped, not the whole body. */
const LockTime = z.catch(z.optional(z.int().check(z.positive())), undefined);

/** An envelope whose `success` is false: its code and message, and a lock's minutes (bjcacert/login's locked). */
export const FailedEnvelope = z.object({
  success: z.literal(false),
  code: ResponseCode,
  message: z.optional(z.nullable(z.string())),
  subCode: z.optional(z.nullable(z.string())),
  lockTime: LockTime,
});
export type FailedEnvelope = z.infer<typeof FailedEnvelope>;

/** Body of a non-2xx response: an envelope, or an OAuth error (`error`, `error_description`). */
export const ErrorBody = z.object({
  code: z.optional(ResponseCode),
  message: z.optional(z.nullable(z.string())),
  subCode: z.optional(z.nullable(z.string())),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
  /** rest_token user_locked: the minutes the lock has left. */
  lockTime: LockTime,
});
export type ErrorBody = z.infer<typeof ErrorBody>;
