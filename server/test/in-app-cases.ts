import { plainRequest } from './authorization-request';
import { expect, it } from 'vitest';
import { inAppReceiverPath, isInAppKind } from '../../schemas/third-party-sources';
import type { Connector, SourceCredentials } from '../features/third-party-login/connector';
import { demoSubject } from '../idp/demo-identities';
import { TEST_CLIENT_ORIGIN } from './idp-process';
import { memoryAppTokens } from './memory-app-tokens';
import { openPage, pressButton } from './simulator-page';

/** What differs between WeChat's and WeCom's in-app authorisation, in the simulator's demo. */
export type InAppCase<S> = {
  connector: Connector<S>;
  /** The simulator's prefix in the demo identity process. */
  prefix: string;
  /** The in-app page's title, the provider's name in it. */
  title: string;
  source(origin: string): SourceCredentials<S>;
  /** The documented query of the in-app authorisation URL, in its order, for `redirectUri` and state `s`. */
  query(redirectUri: string): [string, string][];
};

const signal = () => AbortSignal.timeout(15_000);

/**
 * The in-app authorisation of a connector against its simulator (`idp` is the file's useIdpProcess()): the
 * documented URL, the consent screen without a QR code, the redirect with code and state alone (the state
 * alone on a decline), the code spent by the web login's API, a foreign redirect_uri refused.
 */
export function inAppCases<S>(idp: { readonly origin: string }, c: InAppCase<S>): void {
  const kind = c.connector.kind;
  if (!isInAppKind(kind)) throw new Error(`${kind} has no in-app authorisation`);
  const redirectUri = `${TEST_CLIENT_ORIGIN}${inAppReceiverPath(kind)}`;
  const authorizeUrl = async (state: string) =>
    new URL(
      await c.connector.authorizeUrl(
        c.source(idp.origin),
        plainRequest(redirectUri, { state, inApp: true }),
        signal(),
      ),
    );

  it('in the app, asks connect/oauth2/authorize with the documented query, ending in #wechat_redirect', async () => {
    const url = await authorizeUrl('s');
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.origin}${c.prefix}/connect/oauth2/authorize`);
    expect([...url.searchParams]).toEqual(c.query(redirectUri));
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('shows a consent screen without a QR code; a person authorised returns with code and state alone', async () => {
    const url = await authorizeUrl('in-app-1');
    const page = await openPage(url.href);
    expect(page.html).toContain(`<h1>${c.title}</h1>`);
    expect(page.html).not.toContain('<svg');
    const back = await pressButton(url.href, 'person', 'zhangwei');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect([...back.searchParams.keys()].sort()).toEqual(['code', 'state']);
    expect(back.searchParams.get('state')).toBe('in-app-1');
    const code = back.searchParams.get('code') ?? '';
    const exchange = {
      code,
      state: 'in-app-1',
      redirectUri,
      codeVerifier: null,
      nonce: null,
      iss: null,
      inApp: true,
    };
    const identity = await c.connector.exchange(c.source(idp.origin), exchange, signal(), memoryAppTokens());
    expect(identity.subject).toBe(demoSubject(kind, 'zhangwei'));
  });

  it('sends a declining person back to the in-app receiver with the state alone', async () => {
    const back = await pressButton((await authorizeUrl('in-app-2')).href, 'decision', 'decline');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect([...back.searchParams]).toEqual([['state', 'in-app-2']]);
  });

  it('refuses, on its error page, a redirect_uri on an origin nobody registered', async () => {
    const url = await authorizeUrl('in-app-3');
    url.searchParams.set('redirect_uri', `https://evil.example${inAppReceiverPath(kind)}`);
    const page = await openPage(url.href);
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('name="person"');
  });
}
