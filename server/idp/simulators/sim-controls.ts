import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { SimClock } from './grant-store';

/**
 * What a test may do to a simulator, and nothing a real provider offers: `POST {prefix}/_sim/rate-limit` makes
 * the next API call answer the provider's rate-limit error; `POST {prefix}/_sim/clock` with
 * `{"advanceSeconds": n}` moves the simulator's clock on, so codes and tokens expire without waiting;
 * `GET {prefix}/_sim/calls` says how many times each counted API was called (what a client should keep, such as
 * a corp token, is counted).
 */
export type SimControls = {
  clock: SimClock;
  /** True once after `_sim/rate-limit`: the API call asking answers the rate-limit error. */
  takeRateLimit(): boolean;
  /** Counts one call of `api`, for `_sim/calls`. */
  count(api: string): void;
};

const ClockMove = z.object({ advanceSeconds: z.number().check(z.nonnegative()) });

export function mountSimControls(app: Hono, clock: SimClock): SimControls {
  let rateLimitNext = false;
  const calls: Record<string, number> = {};
  app.get('/_sim/calls', (c) => c.json(calls));
  app.post('/_sim/rate-limit', (c) => {
    rateLimitNext = true;
    return c.body(null, 204);
  });
  app.post('/_sim/clock', async (c) => {
    const move = ClockMove.safeParse(await c.req.json().catch(() => null));
    if (!move.success) return c.text('advanceSeconds: a number of seconds', 400);
    clock.advance(move.data.advanceSeconds * 1000);
    return c.body(null, 204);
  });
  return {
    clock,
    count: (api) => {
      calls[api] = (calls[api] ?? 0) + 1;
    },
    takeRateLimit: () => {
      const limited = rateLimitNext;
      rateLimitNext = false;
      return limited;
    },
  };
}
