import { below } from './provider-call';

/**
 * The authorisation inside the WeChat and WeCom apps: both send the browser to the same
 * `{inAppAuth}/connect/oauth2/authorize` of open.weixin.qq.com (WeChat's official-account web authorisation,
 * WeCom's web authorisation login), which only works in the app's own browser, where it knows who is signed
 * in. The parameters go in the documented order (appid first: WeChat's page is known to read them so), and
 * the URL ends in `#wechat_redirect`, which the app reads to decide to carry the user's identity.
 */
export function inAppAuthorizeUrl(inAppAuthBaseUrl: string, query: Record<string, string>): string {
  const url = below(inAppAuthBaseUrl, 'connect/oauth2/authorize');
  url.search = new URLSearchParams(query).toString();
  url.hash = 'wechat_redirect';
  return url.href;
}
