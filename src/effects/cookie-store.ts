import { COOKIE_REMOVAL_EXPIRY } from '../../schemas/spec-constants';
import { type CookieExpiry, cookieAssignment, readCookie } from './cookie';

// Cookies may be blocked (a sandboxed frame, a browser setting): reads then answer null and writes do nothing,
// as localStore does with storage.
function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** Sets `name` for `expiry` (a day by default); false when SPEC 5 refuses the name or the expiry. */
function set(name: string, value: string, expiry?: CookieExpiry): boolean {
  const assignment = cookieAssignment(name, value, {
    expiry,
    secure: window.location.protocol === 'https:',
    now: new Date(),
  });
  if (assignment === null) return false;
  return safe(() => {
    document.cookie = assignment;
    return true;
  }, false);
}

/** The page's cookies (SPEC sections 5 and 9), over `document.cookie`, by the rules of cookie.ts. */
export const cookieStore = {
  get: (name: string): string | null => safe(() => readCookie(document.cookie, name), null),
  set,
  /** SPEC 9: removal writes the cookie again with expiry -1. */
  remove: (name: string): boolean => set(name, '', COOKIE_REMOVAL_EXPIRY),
};
