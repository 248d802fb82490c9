import {
  type RedirectKind,
  callbackReceiverPath,
  inAppReceiverPath,
  isInAppKind,
} from '../../../schemas/third-party-sources';

/**
 * Whether a provider may send the browser to `redirectUri`: the demo clients registered their receivers' paths
 * (`callbackReceiverPath`, and `inAppReceiverPath` where the provider has an in-app authorisation) on each
 * login server origin the process was started for (IDP_CLIENT_ORIGINS). Real providers check a registered
 * domain (WeChat, WeCom) or the whole URI (DingTalk, Alipay); the path check here stands for both. A fragment
 * is refused, as RFC 6749 3.1.2 does.
 */
export function isRegisteredRedirect(
  redirectUri: string,
  kind: RedirectKind,
  clientOrigins: readonly string[],
): boolean {
  if (!URL.canParse(redirectUri)) return false;
  const url = new URL(redirectUri);
  const registered = clientOrigins.filter((origin) => URL.canParse(origin)).map((o) => new URL(o).origin);
  const paths = [callbackReceiverPath(kind), ...(isInAppKind(kind) ? [inAppReceiverPath(kind)] : [])];
  return registered.includes(url.origin) && paths.includes(url.pathname) && url.hash === '';
}
