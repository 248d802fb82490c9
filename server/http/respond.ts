import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { FailedEnvelope } from '../../schemas/envelope.schema';

/**
 * Sends a body checked against its shared wire schema: a server change that breaks the contract fails loudly
 * in the tests instead of reaching the front end.
 */
export function respond<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  body: z.input<S>,
  status: 200 | 400 = 200,
) {
  return c.json(schema.parse(body) as Record<string, unknown>, status);
}

/** A business failure: HTTP 200 with `{ success: false, code, message }`; a request refused unread, a 4xx. */
export function fail(
  c: Context,
  code: string,
  message: string,
  status: 200 | 400 | 401 | 413 | 415 | 500 = 200,
) {
  return c.json(FailedEnvelope.parse({ success: false, code, message }), status);
}

/** The success envelope around `data`, to pass to `respond` with the endpoint's response schema. */
export function okBody<T>(data: T) {
  return { success: true as const, code: '200', message: 'success', data };
}

/** Sends a call's outcome: its data in the success envelope, or its refusal as a failed one. */
export const outcomeReply = <T>(
  c: Context,
  outcome: { ok: true; data: T } | { ok: false; code: string; message: string },
) => (outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message));
