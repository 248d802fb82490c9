import * as z from 'zod/mini';

/**
 * The desktop client's local service (SPEC 7, Other: "Desktop close: POST to a local service"). The client
 * that shows the login in its window listens on this machine; the page asks it to minimise or close the
 * window. The origin is fixed, like the other local agents', so the page's policy names it; the path comes
 * from the deployment configuration (AppConfig `desktopClientPath`). The service answers CORS for the
 * login's origin and any 2xx once it has acted.
 */
export const DESKTOP_CLIENT_ORIGIN = 'http://127.0.0.1:21056';
/** How long the page waits for the local service before it says the client is not running. */
export const DESKTOP_CLIENT_TIMEOUT_MS = 5_000;

/** What the close dialog offers (SPEC 2: minimise or close). */
export const DesktopWindowAction = z.enum(['minimize', 'close']);
export type DesktopWindowAction = z.infer<typeof DesktopWindowAction>;

/** The request body the page POSTs to the local service. */
export const DesktopWindowRequest = z.object({
  action: DesktopWindowAction,
  /** The application key the window was opened with, so a client with several windows knows which. */
  applicationKey: z.string().check(z.minLength(1)),
});
export type DesktopWindowRequest = z.infer<typeof DesktopWindowRequest>;

/** Why the local service did not act: not reachable (not running) or it answered with an error. */
export const DesktopClientFailure = z.enum(['absent', 'refused']);
export type DesktopClientFailure = z.infer<typeof DesktopClientFailure>;
