import { DEMO_IDP_PASSWORD } from '../idp/demo-identities';
import { pressButton } from './simulator-page';

const MAX_HOPS = 12;

/**
 * A browser at the identity provider: a cookie jar for the provider's origin (names only: each issuer names
 * its cookies apart), following redirects by hand until one leaves for `returnOrigin`, and signing in on the
 * provider's own form when it shows one, or choosing the person on a simulator's page (the DingTalk bridge sends
 * its people to DingTalk's). Answers the URL the provider sent the browser back to.
 */
export function providerBrowser() {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || at === pair.length - 1) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookie() },
    });
    keep(response);
    return response;
  };

  return {
    /** Follows the authorisation URL, signing in as `username` when asked; the URL back at `returnOrigin`. */
    async signIn(authorizeUrl: string, returnOrigin: string, username: string, password = DEMO_IDP_PASSWORD) {
      let response = await go(authorizeUrl);
      let url = authorizeUrl;
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url).href;
          if (url.startsWith(`${returnOrigin}/`)) return url;
          response = await go(url);
          continue;
        }
        const page = await response.text();
        if (page.includes(`name="person" value="${username}"`)) {
          url = (await pressButton(url, 'person', username)).href;
          if (url.startsWith(`${returnOrigin}/`)) return url;
          response = await go(url);
          continue;
        }
        const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
        if (response.status !== 200 || !action)
          throw new Error(`provider answered ${response.status}: ${page}`);
        url = new URL(action, url).href;
        const body = new URLSearchParams({ username, password });
        response = await go(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
      }
      throw new Error(`no return to ${returnOrigin} after ${MAX_HOPS} redirects`);
    },
  };
}
