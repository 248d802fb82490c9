import type { MiddlewareHandler } from 'hono';

/**
 * Headers every answer carries: no content sniffing, no Referer that could carry a token in a URL to another
 * site, and a browsing context of its own (COOP same-origin): a page another site opened, or that opened it,
 * cannot reach it through `window.opener`. The page opens no popup that answers it (the providers' QR pages are
 * frames, their sign-ins a navigation of the page itself). API answers (tokens, captchas, one-time codes) are never stored by a cache unless the route
 * said otherwise (tenant images may be cached).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'no-referrer');
  c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
    // RFC 6749 5.1 asks both of a token answer, for HTTP/1.0 caches too.
    c.res.headers.set('Pragma', 'no-cache');
  }
};
