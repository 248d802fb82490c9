import type { AppTokens } from '../features/third-party-login/connector';

/** Apps' tokens kept in memory for one test's connector calls, counting the fetches they needed. */
export function memoryAppTokens(): AppTokens & { readonly fetches: number } {
  const kept = new Map<string, string>();
  let fetches = 0;
  return {
    get fetches() {
      return fetches;
    },
    async get(key, fetch) {
      const found = kept.get(key);
      if (found) return found;
      fetches += 1;
      const fresh = await fetch();
      kept.set(key, fresh.token);
      return fresh.token;
    },
    async forget(key, token) {
      if (kept.get(key) === token) kept.delete(key);
    },
  };
}
