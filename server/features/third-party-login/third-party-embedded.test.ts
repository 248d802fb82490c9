import { describe, expect, it } from 'vitest';
import { callbackReceiverPath, type EmbeddedKind } from '../../../schemas/third-party-sources';
import { useDemoIdp } from '../../test/demo-idp';
import { openPage, pressButton } from '../../test/simulator-page';
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

// The login card's embedded QR panels (issue 14): login_ with embedded=true answers the page the provider's web
// SDK frames, returning to the same receiver; the simulators' framed pages may be framed by the login server
// only, and send the top window back (WeChat, WeCom) or answer their parent by message (DingTalk).
const server = useTestServer();
const idp = useDemoIdp(server);

const CASES = [
  {
    kind: 'wechat',
    path: '/wechat/connect/qrconnect',
    frame: { login_type: 'jssdk', self_redirect: 'false', scope: 'snsapi_login' },
  },
  {
    kind: 'wechatenterprise',
    path: '/wecom/wwlogin/sso/login',
    frame: { login_type: 'CorpApp', redirect_type: 'top', panel_size: 'small' },
  },
  {
    kind: 'ddtalk',
    path: '/dingtalk/oauth2/auth',
    frame: { iframe: 'true', response_type: 'code', scope: 'openid' },
  },
] as const satisfies readonly { kind: EmbeddedKind; path: string; frame: Record<string, string> }[];

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('embedded third-party QR login', () => {
  it.each(CASES)('$kind: login_ with embedded answers the framed page, back to the receiver', async (c) => {
    const url = new URL(await startThirdParty(server.url, c.kind, testBrowser(), { embedded: true }));
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.url}${c.path}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject(c.frame);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}${callbackReceiverPath(c.kind)}`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it.each(CASES)(
    '$kind: the framed page may be framed by the login server only, under a strict policy',
    async (c) => {
      const url = await startThirdParty(server.url, c.kind, testBrowser(), { embedded: true });
      const response = await fetch(url);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp['frame-ancestors']).toEqual([server.url]);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['script-src']).toHaveLength(1);
      expect(csp['script-src']?.[0]).toMatch(/^'sha256-/);
      expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
      // The provider's own page is never framed.
      const page = await fetch(await startThirdParty(server.url, c.kind, testBrowser()));
      expect(directives(page.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
        "'none'",
      ]);
    },
  );

  it.each(CASES.filter((c) => c.kind !== 'ddtalk'))(
    '$kind: the framed buttons send the top window to the receiver, and the callback signs zhangwei in',
    async ({ kind }) => {
      const browser = testBrowser();
      const url = await startThirdParty(server.url, kind, browser, { embedded: true });
      expect((await openPage(url)).html).toMatch(/<form [^>]*target="_top"/);
      const back = await pressButton(url, 'person', 'zhangwei');
      expect(back.pathname).toBe(callbackReceiverPath(kind));
      const received = await receive(back.href);
      const data = callbackData(await submitCallback(server.url, kind, received.search, browser));
      if (!('accessToken' in data)) throw new Error('expected a token');
      expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
    },
  );

  it('ddtalk: the framed button answers the parent by message with the receiver’s address, which signs in', async () => {
    const browser = testBrowser();
    const url = new URL(await startThirdParty(server.url, 'ddtalk', browser, { embedded: true }));
    const page = await openPage(url.href);
    const hidden = [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
    const form = new URLSearchParams(hidden.map(([, name, value]) => [name!, value!.replace(/&#38;/g, '&')]));
    form.append('person', 'zhangwei');
    const answer = await fetch(url.href.split('?')[0]!, { method: 'POST', body: form, redirect: 'manual' });
    expect(answer.status).toBe(200);
    const block = /<script id="result" type="application\/json">([^<]*)<\/script>/.exec(await answer.text());
    const { message, origin } = JSON.parse(block?.[1] ?? '{}');
    expect(origin).toBe(server.url);
    expect(message).toMatchObject({ success: true, state: url.searchParams.get('state') });
    const back = new URL(message.redirectUrl);
    expect(back.pathname).toBe(callbackReceiverPath('ddtalk'));
    expect(back.searchParams.get('authCode')).toBe(message.authCode);
    const received = await receive(back.href);
    const data = callbackData(await submitCallback(server.url, 'ddtalk', received.search, browser));
    if (!('accessToken' in data)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
  });

  it.each([
    ['aad', { embedded: true }],
    ['alipay', { embedded: true }],
    ['wechat', { embedded: true, inApp: true }],
  ] as const)('refuses embedded for %s %o, as invalid input', async (kind, options) => {
    const response = await startThirdPartyResponse(server.url, kind, testBrowser(), options);
    expect(refusal(response)).toBe('invalid query: embedded');
  });
});
