import { type LoginContext, spApplicationOf } from '../login-context.schema';
import { DESKTOP_CLIENT_MARKER } from '../spec-constants';

/** SPEC 2: desktop-client mode is set by an application key that contains the plugin user marker. */
export const isDesktopClientKey = (applicationKey: string): boolean =>
  applicationKey.includes(DESKTOP_CLIENT_MARKER);

/**
 * The desktop application key once a login context is entered: another provider's login turns the mode off
 * (the page is in a browser for another application), and any other login keeps what the tab had, since the
 * client's window moves on to the password reset, the portal and back without the key in its address. A
 * provider's login opened with a desktop key keeps the mode only if that key is the one in force already:
 * a new key turns it on once the tenant knows the application (desktopKeyConfirmed), so a made-up link
 * shows no client header and stores nothing.
 */
export function desktopKeyAfter(current: string | null, loginContext: LoginContext): string | null {
  if (loginContext.type !== 'IDAAS_SP') return current;
  const key = loginContext.spData.application_key;
  return isDesktopClientKey(key) && key === current ? key : null;
}

/**
 * The desktop application key the mode turns on with, once the tenant confirmed the application
 * (`application/load_auths` answered): the confirmed key, when it is the provider login's and a desktop key.
 */
export function desktopKeyConfirmed(loginContext: LoginContext, applicationKey: string): string | null {
  const confirmed = spApplicationOf(loginContext)?.application_key === applicationKey;
  return confirmed && isDesktopClientKey(applicationKey) ? applicationKey : null;
}
