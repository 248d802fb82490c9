import { plainRequest } from '../../../test/authorization-request';
import { describe, expect, it } from 'vitest';
import { callbackReceiverPath } from '../../../../schemas/third-party-sources';
import { DEMO_CLIENTS } from '../../../idp/demo-identities';
import { TEST_CLIENT_ORIGIN, useIdpProcess } from '../../../test/idp-process';
import { openIdCodeExchange } from '../../../test/openid-code';
import { useSilentProvider } from '../../../test/silent-provider';
import { memoryAppTokens } from '../../../test/memory-app-tokens';
import { oidcCodeAdapterConnector, type OidcCodeAdapterSettings } from './oidc-code-adapter.connector';
import { oidcCodeConnector } from './oidc-code.connector';

// The OpenID connectors end a call when the caller's signal aborts, not when openid-client's own 10 seconds
// run out: at discovery, at the token endpoint and at userinfo, each aborted while its request is in flight.
const idp = useIdpProcess();
const silent = useSilentProvider();
const PROMPTLY_MS = 2_000;

const redirectUri = `${TEST_CLIENT_ORIGIN}${callbackReceiverPath('oidc_code_adapter')}`;
const manual = (origin: string): OidcCodeAdapterSettings => ({
  issuer: `${idp.origin}/oidc-manual`,
  authorizationEndpoint: `${idp.origin}/oidc-manual/auth`,
  tokenEndpoint: `${origin}/oidc-manual/token`,
  userinfoEndpoint: `${origin}/oidc-manual/me`,
  jwksUri: `${idp.origin}/oidc-manual/jwks`,
  issInAuthorizationResponse: true,
});

/** Runs `call` with a signal the silent provider aborts once reached: how long it took to fail. */
async function failsAfter(call: (signal: AbortSignal) => Promise<unknown>): Promise<number> {
  const signal = silent.abortOnNextRequest();
  const started = Date.now();
  await expect(call(signal)).rejects.toThrow();
  // Failed because the silent provider was reached, not sooner for another reason.
  expect(signal.aborted).toBe(true);
  return Date.now() - started;
}

describe('an OpenID connector whose caller aborts', () => {
  it('ends the discovery', async () => {
    const source = { ...DEMO_CLIENTS.oidc_code, settings: { issuer: `${silent.origin}/oidc` } };
    const request = plainRequest(redirectUri);
    const call = (signal: AbortSignal) => oidcCodeConnector.authorizeUrl(source, request, signal);
    expect(await failsAfter(call)).toBeLessThan(PROMPTLY_MS);
  }, 20_000);

  it('ends the code exchange at the token endpoint', async () => {
    const settings = manual(silent.origin);
    const source = { ...DEMO_CLIENTS.oidc_code_adapter, settings };
    const exchange = {
      code: 'c',
      state: 's',
      redirectUri,
      codeVerifier: 'v'.repeat(43),
      nonce: 'n',
      iss: settings.issuer,
      inApp: false,
    };
    const call = (signal: AbortSignal) =>
      oidcCodeAdapterConnector.exchange(source, exchange, signal, memoryAppTokens());
    expect(await failsAfter(call)).toBeLessThan(PROMPTLY_MS);
  }, 20_000);

  it('ends the userinfo call', async () => {
    const settings = { ...manual(idp.origin), userinfoEndpoint: `${silent.origin}/oidc-manual/me` };
    const source = { ...DEMO_CLIENTS.oidc_code_adapter, settings };
    const exchange = await openIdCodeExchange(oidcCodeAdapterConnector, source, redirectUri, 'zhangwei');
    const call = (signal: AbortSignal) =>
      oidcCodeAdapterConnector.exchange(source, exchange, signal, memoryAppTokens());
    expect(await failsAfter(call)).toBeLessThan(PROMPTLY_MS);
  }, 20_000);
});
