/**
 * Whether the plugin's login address the server answered may be followed: an http(s) address without user
 * name or password that carries the trace just made (the plugin returns it with its code). A tampered or
 * mixed-up answer would take the person to a login page that is not the one their trace is for.
 */
export function pluginUrlCarriesTrace(pluginUrl: string, traceId: string): boolean {
  let url: URL;
  try {
    url = new URL(pluginUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return url.searchParams.get('traceId') === traceId;
}
