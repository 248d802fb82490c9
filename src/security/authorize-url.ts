import {
  callbackReceiverPath,
  IN_APP_KINDS,
  inAppReceiverPath,
  REDIRECT_KINDS,
} from '../../schemas/third-party-sources';

const RECEIVERS = new Set([
  ...REDIRECT_KINDS.map(callbackReceiverPath),
  ...IN_APP_KINDS.map(inAppReceiverPath),
]);

/**
 * Whether the provider's address the server answered may be followed: an http(s) address without user name
 * or password whose `redirect_uri` comes back to one of this page's receivers, on this page's origin. A
 * tampered or mixed-up answer would send the user's code elsewhere; the page does not go there.
 */
export function authorizeUrlReturnsHere(authorizeUrl: string, pageOrigin: string): boolean {
  let url: URL;
  let back: URL;
  try {
    url = new URL(authorizeUrl);
    back = new URL(url.searchParams.get('redirect_uri') ?? '');
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return back.origin === pageOrigin && RECEIVERS.has(back.pathname) && !back.hash;
}
