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

/** The tab's session storage, as safe as `localStore`. */
export const sessionStore = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

/** The token, and its tenant when it is not the instance's default; the two are set and removed together. */
export const tokenStore = {
  get: () => localStore.get(STORAGE_KEYS.token),
  /** The stored token's tenant: null for the default (the app reads it only with a token). */
  tenant: () => localStore.get(STORAGE_KEYS.tokenTenant),
  set: (token: string, enterpriseId: string | null = null) => {
    localStore.set(STORAGE_KEYS.token, token);
    if (enterpriseId) localStore.set(STORAGE_KEYS.tokenTenant, enterpriseId);
    else localStore.remove(STORAGE_KEYS.tokenTenant);
  },
  clear: () => {
    localStore.remove(STORAGE_KEYS.token);
    localStore.remove(STORAGE_KEYS.tokenTenant);
  },
};
