import { callbackReceiverPath, type RedirectKind } from '../../schemas/third-party-sources';
import { authorizeUrlReturnsHere } from './authorize-url';
import { parsedUrl } from './web-address';

/**
 * Whether the server's answer may be framed in the login card: an address that would be followed
 * (authorize-url.ts) returning to this kind's own receiver, on another origin than the page's. A frame of this
 * origin with scripts and its own origin could lift its sandbox; the page's policy (`frame-src`) lets the
 * browser frame the tenant's providers and nothing else.
 */
export function frameUrlReturnsHere(frameUrl: string, kind: RedirectKind, pageOrigin: string): boolean {
  if (!authorizeUrlReturnsHere(frameUrl, pageOrigin)) return false;
  const url = new URL(frameUrl);
  const back = new URL(url.searchParams.get('redirect_uri') ?? '');
  return url.origin !== pageOrigin && back.pathname === callbackReceiverPath(kind);
}

/** The receiver's address DingTalk's frame hands the page, kept only when it is this kind's, on this origin. */
export function receiverUrlOf(answer: string, kind: RedirectKind, pageOrigin: string): string | null {
  const url = parsedUrl(answer);
  return url?.origin === pageOrigin && url.pathname === callbackReceiverPath(kind) && !url.hash
    ? url.href
    : null;
}
