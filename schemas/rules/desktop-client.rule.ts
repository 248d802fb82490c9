import type { LoginContext } from '../login-context.schema';
import { DESKTOP_CLIENT_MARKER } from '../spec-constants';

/** SPEC 2: desktop-client mode is set by an application key that contains the plugin user marker. */
export const isDesktopClientKey = (applicationKey: string): boolean =>
  applicationKey.includes(DESKTOP_CLIENT_MARKER);

/**
 * The desktop application key once a login context is entered: a service provider's login opened with a
 * desktop key turns the mode on (the client opened the page), another provider's turns it off (the page is
 * in a browser for another application), and any other login keeps what the tab had, since the client's
 * window moves on to the password reset, the portal and back without the key in its address.
 */
export function desktopKeyAfter(current: string | null, loginContext: LoginContext): string | null {
  if (loginContext.type !== 'IDAAS_SP') return current;
  const key = loginContext.spData.application_key;
  return isDesktopClientKey(key) ? key : null;
}
