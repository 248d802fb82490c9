import {
  callbackReceiverPath,
  IN_APP_KINDS,
  inAppReceiverPath,
  REDIRECT_KINDS,
} from '../../schemas/third-party-sources';
import { parsedUrl, webAddress } from './web-address';

const RECEIVERS = new Set([
  ...REDIRECT_KINDS.map(callbackReceiverPath),
  ...IN_APP_KINDS.map(inAppReceiverPath),
]);

/**
 * Whether the provider's address the server answered may be followed: a web address (web-address.ts) whose `redirect_uri` comes back to one of this page's receivers, on this page's origin. A
 * tampered or mixed-up answer would send the user's code elsewhere; the page does not go there.
 */
export function authorizeUrlReturnsHere(authorizeUrl: string, pageOrigin: string): boolean {
  const back = parsedUrl(webAddress(authorizeUrl)?.searchParams.get('redirect_uri'));
  return !!back && back.origin === pageOrigin && RECEIVERS.has(back.pathname) && !back.hash;
}
