import {
  DESKTOP_CLIENT_ORIGIN,
  DESKTOP_CLIENT_TIMEOUT_MS,
  type DesktopClientFailure,
  type DesktopWindowRequest,
} from '../../../schemas/desktop-client.schema';
import { postToLocalAgent } from '../../effects/local-agent-post';
import { parsedUrl } from '../../security/web-address';

/** Why the local service did not act; the desktop window machine reads `failure`. */
export class DesktopClientError extends Error {
  constructor(readonly failure: DesktopClientFailure) {
    super(`desktop client ${failure}`);
  }
}

/**
 * Asks the desktop client's local service to minimise or close its window (SPEC 7, Other). Only the fixed
 * loopback origin the page's policy allows is called, at the configured path. No connection (the client is
 * not running) or no answer in time is `absent`; an answer other than 2xx is `refused`.
 */
export async function sendWindowAction(
  path: string,
  request: DesktopWindowRequest,
  signal: AbortSignal,
): Promise<undefined> {
  const address = `${DESKTOP_CLIENT_ORIGIN}${path}`;
  const url = parsedUrl(address);
  // A path that makes the address another host's (`@host`) is not the client's: nothing is sent.
  if (!url || url.origin !== DESKTOP_CLIENT_ORIGIN) throw new DesktopClientError('refused');
  const response = await postToLocalAgent(url, request, signal, DESKTOP_CLIENT_TIMEOUT_MS);
  if (!response) throw new DesktopClientError('absent');
  if (!response.ok) throw new DesktopClientError('refused');
  return undefined;
}
