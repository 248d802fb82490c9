import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { newOpaqueToken } from '../crypto/opaque-token';
import type { AppEnv } from './app-env';

/**
 * The cookie that names the browser: a random id (32 bytes, base64url), of which only the digest is stored.
 * It ties a QR code to the browser that asked for it (another browser, or a script that read the code off the
 * screen, neither learns its state nor takes its token), and each token to the browser it was issued to, so a
 * new sign-in there ends the one before (the page keeps one token). One id for every tab of a browser.
 */
export const BROWSER_ID_COOKIE = 'IDAAS_BROWSER';
/** Sent only to the public bff calls, where every sign-in and the QR code's calls are; never to pages. */
export const BROWSER_ID_PATH = '/api/public/bff/';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;
// It names the browser, not a session: it must outlive the longest token it may have to end (an automatic
// login's lasts a week by default). 400 days is as long as browsers keep a cookie (RFC 6265bis).
const MAX_AGE_SECONDS = 400 * 86_400;

/** The id the call's cookie carries; null without one, or with one this server never made. */
export function browserId(c: Context<AppEnv>): string | null {
  const id = getCookie(c, BROWSER_ID_COOKIE);
  return id && BROWSER_ID.test(id) ? id : null;
}

/** The browser's id, made now if it has none (or a malformed one), and set again for its full age. */
export function keepBrowserId(c: Context<AppEnv>): string {
  const id = browserId(c) ?? newOpaqueToken();
  setCookie(c, BROWSER_ID_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Strict',
    path: BROWSER_ID_PATH,
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE_SECONDS,
  });
  return id;
}
