import type { JsonResponse } from './http';

// Spelled out, as a browser sees it: the tests check the server's name from outside (and server/test may not
// import server/http).
const BROWSER_ID_COOKIE = 'IDAAS_BROWSER';
const SET_COOKIE = new RegExp(`^${BROWSER_ID_COOKIE}=([^;]*)`);

/** A browser as the tests drive it. */
export type TestBrowser = ReturnType<typeof testBrowser>;

/**
 * A browser's id cookie as a test keeps it: sent as a `Cookie` header with the public calls (the cookie's
 * path), and replaced by the one an answer sets, as a browser does. `id` starts it with one (another browser's,
 * a malformed one); without it the browser has none until an answer sets one.
 */
export function testBrowser(id = '') {
  let current = id;
  let setCookie = '';
  return {
    get id() {
      return current;
    },
    /** The Set-Cookie header of the last answer kept, attributes included; '' for none. */
    get setCookie() {
      return setCookie;
    },
    headers: (): Record<string, string> => (current ? { Cookie: `${BROWSER_ID_COOKIE}=${current}` } : {}),
    /** Takes the cookie `response` sets, if any, and hands the response on. */
    keep: <R extends JsonResponse>(response: R): R => {
      setCookie = response.headers?.get('set-cookie') ?? '';
      current = SET_COOKIE.exec(setCookie)?.[1] ?? current;
      return response;
    },
  };
}
