import { webAddress } from './web-address';

/**
 * Whether the plugin's login address the server answered may be followed: a web address (web-address.ts)
 * that carries the trace just made (the plugin returns it with its code). A tampered or
 * mixed-up answer would take the person to a login page that is not the one their trace is for.
 */
export const pluginUrlCarriesTrace = (pluginUrl: string, traceId: string): boolean =>
  webAddress(pluginUrl)?.searchParams.get('traceId') === traceId;
