import { randomBytes } from 'node:crypto';

/** The simulator's time: real time plus what a test moved it on (`POST {prefix}/_sim/clock`). */
export type SimClock = { now(): number; advance(ms: number): void };

export function createSimClock(): SimClock {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms) => void (offset += ms) };
}

/** Why a provider refuses a code or a token: the providers answer each with a code of its own. */
export type GrantRefusal = 'unknown' | 'used' | 'expired';
export type GrantLookup<T> = { ok: true; value: T } | { ok: false; why: GrantRefusal };

/**
 * Codes and tokens a simulated provider issued: random, expiring on the simulator's clock. `spend` is a code's
 * single use (a used code stays known a while, so its reuse gets the provider's "code been used" answer, not
 * "invalid code"); `peek` is a token's many uses.
 */
export type GrantStore<T> = {
  issue(value: T): string;
  spend(code: string): GrantLookup<T>;
  peek(token: string): GrantLookup<T>;
};

export function createGrantStore<T>(clock: SimClock, ttlMs: number, prefix = ''): GrantStore<T> {
  const grants = new Map<string, { value: T; expiresAt: number; used: boolean }>();
  const lookup = (key: string): GrantLookup<T> => {
    const grant = grants.get(key);
    if (!grant) return { ok: false, why: 'unknown' };
    if (grant.used) return { ok: false, why: 'used' };
    if (clock.now() >= grant.expiresAt) return { ok: false, why: 'expired' };
    return { ok: true, value: grant.value };
  };
  const sweep = () => {
    // Kept a day past expiry, long enough for any reuse a test or a person tries, then forgotten.
    for (const [key, grant] of grants) if (clock.now() > grant.expiresAt + 86_400_000) grants.delete(key);
  };
  return {
    issue(value) {
      sweep();
      const key = prefix + randomBytes(24).toString('base64url');
      grants.set(key, { value, expiresAt: clock.now() + ttlMs, used: false });
      return key;
    },
    spend(code) {
      const found = lookup(code);
      const grant = grants.get(code);
      if (found.ok && grant) grant.used = true;
      return found;
    },
    peek: lookup,
  };
}
