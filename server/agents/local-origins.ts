import type { IncomingMessage } from 'node:http';

// Who may talk to a local agent (SPEC 7, Other). Both agents listen on 127.0.0.1, which every page the user
// opens can reach: the login origins are the only pages they serve, and the Host header must name the loopback
// address so that a rebound DNS name (evil.example → 127.0.0.1) cannot turn the agent into its own origin.

/**
 * The origins of `npm start` (docs/configuration.md: PORT 8080) and of `npm run dev` (Vite's default port).
 */
export const DEFAULT_LOGIN_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:5173',
];

/** A comma list of origins (scheme://host:port), each normalised the way a browser sends it in Origin. */
export function parseOrigins(list: string | undefined): ReadonlySet<string> {
  const entries = (list ?? '').split(',').map((entry) => entry.trim());
  const given = entries.filter(Boolean);
  return new Set(
    (given.length > 0 ? given : DEFAULT_LOGIN_ORIGINS).map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new Error(`not an origin: ${entry}`);
      return origin;
    }),
  );
}

/** The origin of a URL, or null; an opaque origin ("null") is never one of ours. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Host must be the loopback address itself, with the port the agent listens on. */
export function isLoopbackHost(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/**
 * The page's origin when it is a login origin: the Origin header when the browser sent one (WebSocket, CORS,
 * preflight), else the Referer's (a plain `<script src>` sends Referer only). An Origin that is not ours
 * decides alone, whatever the Referer says.
 */
export function allowedPageOrigin(request: IncomingMessage, origins: ReadonlySet<string>): string | null {
  const origin = request.headers.origin;
  const page = origin !== undefined ? originOf(origin) : originOf(request.headers.referer);
  return page && origins.has(page) ? page : null;
}
