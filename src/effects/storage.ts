import { STORAGE_KEYS } from '../../schemas/spec-constants';

// Storage may be unavailable (private mode, blocked cookies): reads then answer null and writes do nothing,
// so the login page still works for one page view.
function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export const localStore = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const tokenStore = {
  get: () => localStore.get(STORAGE_KEYS.token),
  set: (token: string) => localStore.set(STORAGE_KEYS.token, token),
  clear: () => localStore.remove(STORAGE_KEYS.token),
};
