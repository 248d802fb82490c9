import { vi } from 'vitest';

/** The tab's session storage, as the browser's, on a `window` of its own: the map it writes to. */
export function stubSessionStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
  return stored;
}
