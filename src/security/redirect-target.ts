/**
 * Where logout (and any flow that leaves the app) may send the browser: an http(s) address on this page's
 * origin or on an origin the deployment lists in `allowedOrigins`. Refused, since browsers read them as other
 * hosts or schemes: protocol-relative `//host` and `/\host`, backslashes and control characters anywhere,
 * relative paths that do not start at the root, and user names or passwords in the address
 * (`https://good.example@evil.example` reads as good but goes to evil).
 */
export type RedirectPolicy = { pageUrl: string; allowedOrigins: readonly string[] };

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\\]/;

/** The absolute URL the target resolves to when it may be followed, else null. */
export function allowedRedirectUrl(target: string, policy: RedirectPolicy): URL | null {
  const value = target.trim();
  if (!value || UNSAFE_CHARACTERS.test(value) || value.startsWith('//')) return null;
  if (!/^https?:\/\//i.test(value) && !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, policy.pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  const origins = new Set([new URL(policy.pageUrl).origin, ...policy.allowedOrigins.flatMap(originOf)]);
  return origins.has(url.origin) ? url : null;
}

export const isAllowedRedirectTarget = (target: string, policy: RedirectPolicy): boolean =>
  allowedRedirectUrl(target, policy) !== null;

/** A configured origin in its normal form (`https://a.example:443/x` → `https://a.example`); junk is dropped. */
function originOf(configured: string): string[] {
  try {
    const url = new URL(configured);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
