/**
 * Cookies as SPEC sections 5 and 9 have them, the pure part: a name may not be one of the attribute names
 * (expires, max-age, path, domain, secure, SameSite, in any case) and must be an RFC 6265 token; a lifetime is
 * a number and a unit (y, m, d, h, min or s), a day when none is given, and -1 (already expired) removes the
 * cookie. The `document.cookie` side is src/effects/cookie-store.ts.
 */
import {
  COOKIE_DEFAULT_EXPIRY,
  COOKIE_EXPIRY_UNITS_SECONDS,
  COOKIE_REMOVAL_EXPIRY,
} from '../../schemas/spec-constants';

type ExpiryUnit = keyof typeof COOKIE_EXPIRY_UNITS_SECONDS;
/** A lifetime: a number and a unit ('30min', '7d'), or COOKIE_REMOVAL_EXPIRY to remove the cookie. */
export type CookieExpiry = `${number}${ExpiryUnit}` | typeof COOKIE_REMOVAL_EXPIRY;

// RFC 6265 section 4.1.1: a cookie name is an RFC 2616 token, visible ASCII without separators.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// A name equal to an attribute would read as that attribute in a cookie string.
const ATTRIBUTE_NAMES = new Set(['expires', 'max-age', 'path', 'domain', 'secure', 'samesite']);
// 'min' before 'm': "5min" is five minutes, not five months and a stray "in".
const EXPIRY = /^(\d+(?:\.\d+)?)(y|min|m|d|h|s)$/;

export const isCookieName = (name: string): boolean =>
  TOKEN.test(name) && !ATTRIBUTE_NAMES.has(name.toLowerCase());

const isExpiryUnit = (unit: string): unit is ExpiryUnit => unit in COOKIE_EXPIRY_UNITS_SECONDS;

/** The lifetime in whole seconds: -1 for removal, null when it is not a number and a unit. */
export function expirySeconds(expiry: string | number): number | null {
  if (expiry === COOKIE_REMOVAL_EXPIRY) return COOKIE_REMOVAL_EXPIRY;
  const match = typeof expiry === 'string' ? EXPIRY.exec(expiry) : null;
  if (!match?.[1] || !match[2] || !isExpiryUnit(match[2])) return null;
  return Math.round(Number(match[1]) * COOKIE_EXPIRY_UNITS_SECONDS[match[2]]);
}

export type CookieWrite = {
  /** SPEC section 9: a day when left out. */
  expiry?: CookieExpiry | undefined;
  /** Whether the page is served over https: the cookie is then sent back over https alone. */
  secure: boolean;
  /** The clock, for `expires` (browsers without max-age). */
  now: Date;
};

/**
 * The string to assign to `document.cookie` to set `name` (or remove it, with expiry -1), or null when the
 * name or the expiry breaks SPEC 5's rules: the caller writes nothing then.
 */
export function cookieAssignment(name: string, value: string, write: CookieWrite): string | null {
  const seconds = expirySeconds(write.expiry ?? COOKIE_DEFAULT_EXPIRY);
  if (!isCookieName(name) || seconds === null) return null;
  // Removal: the earliest date there is, so no clock skew keeps the cookie alive.
  const expires = seconds < 0 ? new Date(0) : new Date(write.now.getTime() + seconds * 1000);
  return [
    `${name}=${encodeURIComponent(value)}`,
    'path=/',
    `max-age=${seconds}`,
    `expires=${expires.toUTCString()}`,
    'SameSite=Lax',
    ...(write.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The value of cookie `name` in a `document.cookie` string, decoded; null when it is not there. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    // RFC 6265 allows the value in double quotes; they are not part of it.
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      // Set by someone else without percent-encoding (a stray %): the value as it stands.
      return raw;
    }
  }
  return null;
}
