import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { newOpaqueToken } from '../../crypto/opaque-token';
import type { AppEnv } from '../../http/app-env';

/**
 * The cookie that ties a QR code to the browser that asked for it: a random id (32 bytes, base64url), of which
 * only the digest is stored with each code. Another browser, or a script that read the code off the screen,
 * neither learns its state nor takes its token. One id for every tab of a browser, so two tabs both work.
 */
export const QR_BROWSER_COOKIE = 'IDAAS_QR';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;
// Sent only to the public bff calls (init_code, obtain_confirm_status, success), never to pages or scripts.
const COOKIE_PATH = '/api/public/bff/';
const DAY_SECONDS = 86_400;

/** The id the call's cookie carries; null without one, or with one this server never made. */
export function qrBrowserId(c: Context<AppEnv>): string | null {
  const id = getCookie(c, QR_BROWSER_COOKIE);
  return id && BROWSER_ID.test(id) ? id : null;
}

/** The browser's id, made now if it has none (or a malformed one), and set again for another day. */
export function keepQrBrowserId(c: Context<AppEnv>): string {
  const id = qrBrowserId(c) ?? newOpaqueToken();
  setCookie(c, QR_BROWSER_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: DAY_SECONDS,
  });
  return id;
}
