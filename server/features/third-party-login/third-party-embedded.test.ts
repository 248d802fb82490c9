import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { callbackReceiverPath, type EmbeddedKind } from '../../../schemas/third-party-sources';
import { loginOriginsOf, useDemoIdp } from '../../test/demo-idp';
import { openPage } from '../../test/simulator-page';
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
    frame: { iframe: 'true', response_type: 'code', scope: 'openid corpid' },
  },
] as const satisfies readonly { kind: EmbeddedKind; path: string; frame: Record<string, string> }[];

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** The data block of a framed answer: the top window's address, or DingTalk's message and its target origin. */
const FramedAnswer = z.object({
  url: z.optional(z.string()),
  origin: z.optional(z.string()),
  message: z.optional(
    z.object({ success: z.boolean(), redirectUrl: z.string(), authCode: z.string(), state: z.string() }),
  ),
});

/**
 * Presses a button of the framed page at `url` (its hidden fields and `press`) and reads the answer page: its
 * data block and its one script.
 */
async function framedAnswer(url: string, press: Record<string, string>) {
  const page = await openPage(url);
  const hidden = [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
  const form = new URLSearchParams(hidden.map(([, name, value]) => [name!, value!.replace(/&#38;/g, '&')]));
  for (const [name, value] of Object.entries(press)) form.append(name, value);
  const answer = await fetch(url.split('?')[0]!, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(200);
  const html = await answer.text();
  const block = /<script id="result" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return { data: FramedAnswer.parse(JSON.parse(block ?? '{}')), script };
}

describe('embedded third-party QR login', () => {
  it.each(CASES)('$kind: login_ with embedded answers the framed page, back to the receiver', async (c) => {
    const url = new URL(await startThirdParty(server.url, c.kind, testBrowser(), { embedded: true }));
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.url}${c.path}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject(c.frame);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}${callbackReceiverPath(c.kind)}`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it.each(CASES)(
    '$kind: the framed page may be framed by the login server only (at either loopback name), under a strict policy',
    async (c) => {
      const url = await startThirdParty(server.url, c.kind, testBrowser(), { embedded: true });
      const response = await fetch(url);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp['frame-ancestors']).toEqual(loginOriginsOf(server));
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['script-src']).toHaveLength(2);
      for (const source of csp['script-src'] ?? []) expect(source).toMatch(/^'sha256-/);
      expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
      // The provider's own page is never framed.
      const page = await fetch(await startThirdParty(server.url, c.kind, testBrowser()));
      expect(directives(page.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
        "'none'",
      ]);
    },
  );

  it.each(CASES.filter((c) => c.kind !== 'ddtalk'))(
    '$kind: the framed page, once authorised, sends the top window to the receiver by script; the callback signs zhangwei in',
    async ({ kind }) => {
      const browser = testBrowser();
      const url = await startThirdParty(server.url, kind, browser, { embedded: true });
      const { data: answer, script } = await framedAnswer(url, { person: 'zhangwei' });
      expect(script).toContain('top.location.href');
      const back = new URL(answer.url ?? '');
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
    const { data: answer, script } = await framedAnswer(url.href, { person: 'zhangwei' });
    const { message, origin } = answer;
    expect(script).toContain('parent.postMessage');
    expect(origin).toBe(server.url);
    if (!message) throw new Error('expected a message');
    expect(message).toMatchObject({ success: true, state: url.searchParams.get('state') });
    const back = new URL(message.redirectUrl);
    expect(back.pathname).toBe(callbackReceiverPath('ddtalk'));
    expect(back.searchParams.get('authCode')).toBe(message.authCode);
    const received = await receive(back.href);
    const data = callbackData(await submitCallback(server.url, 'ddtalk', received.search, browser));
    if (!('accessToken' in data)) throw new Error('expected a token');
    expect(await tokenUsername(server.db, data.accessToken)).toBe('demo');
  });

  it('ddtalk: a declined framed sign-in answers the parent so, with no code', async () => {
    const url = await startThirdParty(server.url, 'ddtalk', testBrowser(), { embedded: true });
    const { data: answer } = await framedAnswer(url, { decision: 'decline' });
    expect(answer.origin).toBe(server.url);
    expect(answer.message).toMatchObject({ success: false, authCode: '' });
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
