import { plainRequest } from './authorization-request';
import { expect, it } from 'vitest';
import { callbackReceiverPath } from '../../schemas/third-party-sources';
import {
  type Connector,
  ConnectorError,
  type ConnectorFailure,
  type ExternalIdentity,
  type SourceCredentials,
} from '../features/third-party-login/connector';
import { DEMO_PEOPLE, demoSubject } from '../idp/demo-identities';
import { TEST_CLIENT_ORIGIN, simControl } from './idp-process';
import { memoryAppTokens } from './memory-app-tokens';
import { openPage, pressButton } from './simulator-page';

/** What differs between the providers a connector is tested against, in the simulator's demo. */
export type ConnectorCase<S> = {
  connector: Connector<S>;
  /** The simulator's prefix in the demo identity process. */
  prefix: string;
  /** The query parameter the provider's redirect carries the code in (`authCode`, `code`, `auth_code`). */
  codeParam: string;
  /** The demo tenant's source, against the process at `origin`. */
  source(origin: string): SourceCredentials<S>;
  /** The same source with the credential the provider checks gone wrong (app secret, signing key). */
  misconfigured(source: SourceCredentials<S>): SourceCredentials<S>;
  /** Who the identity's other fields say each demo person is (email and phone where the provider gives them). */
  expected(person: (typeof DEMO_PEOPLE)[number]): Omit<ExternalIdentity, 'subject' | 'issuer'>;
};

const signal = () => AbortSignal.timeout(15_000);

/** What a provider that tells a person's name and nothing else (WeChat, Alipay) says of them. */
export const nameOnly = (person: (typeof DEMO_PEOPLE)[number]) => ({
  displayName: person.name,
  preferredUsername: null,
  email: null,
  phone: null,
  emailVerified: false,
  phoneVerified: false,
});

/** The real tests of a connector against its simulator: `idp` is the file's useIdpProcess(). */
export function connectorCases<S>(idp: { readonly origin: string }, c: ConnectorCase<S>): void {
  const kind = c.connector.kind;
  const redirectUri = `${TEST_CLIENT_ORIGIN}${callbackReceiverPath(kind)}`;
  const authorizeUrl = (state: string, source = c.source(idp.origin)) =>
    c.connector.authorizeUrl(source, plainRequest(redirectUri, { state }), signal());
  const codeFor = async (personKey: string) => {
    const back = await pressButton(await authorizeUrl('state-1'), 'person', personKey);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    return back.searchParams.get(c.codeParam) ?? '';
  };
  const exchange = (code: string, source = c.source(idp.origin)) =>
    c.connector.exchange(
      source,
      { code, state: 'state-1', redirectUri, codeVerifier: null, nonce: null, iss: null, inApp: false },
      signal(),
      memoryAppTokens(),
    );
  const refusal = (promise: Promise<unknown>): Promise<ConnectorFailure | 'accepted'> =>
    promise.then(
      () => 'accepted' as const,
      (error: unknown) => {
        if (error instanceof ConnectorError) return error.reason;
        throw error;
      },
    );

  it('authorises each demo person and reads who signed in, the subject being demoSubject under the app', async () => {
    const issuer = c.source(idp.origin).clientId;
    for (const person of DEMO_PEOPLE) {
      const identity = await exchange(await codeFor(person.key));
      expect(identity).toEqual({ issuer, subject: demoSubject(kind, person.key), ...c.expected(person) });
    }
  });

  it('sends a declining person back with the state and no code', async () => {
    const back = await pressButton(await authorizeUrl('state-2'), 'decision', 'decline');
    expect(back.searchParams.get('state')).toBe('state-2');
    expect(back.searchParams.has(c.codeParam)).toBe(false);
  });

  it('refuses, on its error page, a redirect_uri on an origin nobody registered', async () => {
    const url = new URL(await authorizeUrl('state-3'));
    url.searchParams.set('redirect_uri', `https://evil.example${callbackReceiverPath(kind)}`);
    const page = await openPage(url.href);
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('name="person"');
  });

  it('answers an invalid code with codeRejected', async () => {
    expect(await refusal(exchange('not-a-code-the-provider-issued'))).toBe('codeRejected');
  });

  it('answers a code used twice with codeRejected', async () => {
    const code = await codeFor('zhangwei');
    await exchange(code);
    expect(await refusal(exchange(code))).toBe('codeRejected');
  });

  it('answers a code older than five minutes with codeRejected', async () => {
    const code = await codeFor('zhangwei');
    await simControl(idp.origin, c.prefix, 'clock', { advanceSeconds: 5 * 60 + 1 });
    expect(await refusal(exchange(code))).toBe('codeRejected');
  });

  it('answers a wrong app credential with providerMisconfigured', async () => {
    const code = await codeFor('zhangwei');
    expect(await refusal(exchange(code, c.misconfigured(c.source(idp.origin))))).toBe(
      'providerMisconfigured',
    );
  });

  it("answers the provider's rate limit with providerBusy", async () => {
    const code = await codeFor('zhangwei');
    await simControl(idp.origin, c.prefix, 'rate-limit');
    expect(await refusal(exchange(code))).toBe('providerBusy');
  });

  it('answers a provider nobody reaches with providerUnavailable', async () => {
    const source = c.source(idp.origin);
    const unreachable = JSON.parse(
      JSON.stringify(source.settings).replaceAll(idp.origin, 'http://127.0.0.1:9'),
    );
    const settings = c.connector.settings.parse(unreachable);
    expect(await refusal(exchange('any-code', { ...source, settings }))).toBe('providerUnavailable');
  });
}
