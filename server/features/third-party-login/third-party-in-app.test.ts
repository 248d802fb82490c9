import { describe, expect, it } from 'vitest';
import { type InAppKind, inAppReceiverPath } from '../../../schemas/third-party-sources';
import { useDemoIdp } from '../../test/demo-idp';
import { pressButton } from '../../test/simulator-page';
import { testBrowser } from '../../test/test-browser';
import { tokenUsername } from '../../test/third-party.repo';
import {
  callbackData,
  receive,
  refusal,
  startThirdParty,
  startThirdPartyResponse,
  submitCallback,
} from '../../test/third-party-client';
import { useTestServer } from '../../test/use-test-server';

// Sign-in inside the WeChat and WeCom apps (issue 14), whose browsers cannot use the web QR pages: login_ with
// inApp=true answers the in-app authorisation returning to the in-app receiver, against the simulators of the
// demo identity process, through the receiver to a token for the person the seed links (zhangwei → demo).
const server = useTestServer();
const idp = useDemoIdp(server);

const CASES = [
  { kind: 'wechatenterprise', prefix: '/wecom', route: '/wechatenterpriseMicroCallback' },
  { kind: 'wechat', prefix: '/wechat', route: '/wechatCallback' },
] as const satisfies readonly { kind: InAppKind; prefix: string; route: string }[];

describe('third-party sign-in inside the provider’s app', () => {
  it.each(CASES)(
    '$kind: login_ with inApp answers the in-app authorisation, returning to the in-app receiver',
    async ({ kind, prefix }) => {
      const url = new URL(await startThirdParty(server.url, kind, testBrowser(), { inApp: true }));
      expect(`${url.origin}${url.pathname}`).toBe(`${idp.url}${prefix}/connect/oauth2/authorize`);
      expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}${inAppReceiverPath(kind)}`);
      expect(url.hash).toBe('#wechat_redirect');
    },
  );

  it.each(CASES)(
    '$kind: the linked person authorises in the app, the receiver opens $route, submit_callback answers her token',
    async ({ kind, route }) => {
      const browser = testBrowser();
      const authorizeUrl = await startThirdParty(server.url, kind, browser, { inApp: true });
      const back = await pressButton(authorizeUrl, 'person', 'zhangwei');
      expect(back.pathname).toBe(inAppReceiverPath(kind));
      const received = await receive(back.href);
      expect(received.response.status).toBe(303);
      expect(received.route).toBe(route);
      const data = callbackData(await submitCallback(server.url, kind, received.search, browser));
      if (!('accessToken' in data)) throw new Error('expected a token');
      expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
    },
  );

  it('refuses inApp for a kind without an in-app authorisation, as invalid input', async () => {
    const response = await startThirdPartyResponse(server.url, 'oidc_code', testBrowser(), { inApp: true });
    expect(response.status).toBe(200);
    expect(refusal(response)).toBe('invalid query: inApp');
  });
});

describe('the WeCom in-app receiver', () => {
  it('answers 303 to #/wechatenterpriseMicroCallback in the normal form, never stored, no Referer', async () => {
    const path = inAppReceiverPath('wechatenterprise');
    const answered = await receive(`${server.url}${path}?code=W1&state=S1`);
    expect(answered.response.status).toBe(303);
    expect(answered.location).toBe('/frontend/login/#/wechatenterpriseMicroCallback?code=W1&state=S1');
    expect(answered.response.headers.get('cache-control')).toBe('no-store');
    expect(answered.response.headers.get('referrer-policy')).toBe('no-referrer');
    const declined = await receive(`${server.url}${path}?state=S2`);
    expect(declined.search).toEqual({ state: 'S2', error: 'access_denied' });
  });
});
