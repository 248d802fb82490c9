import { describe, expect, it } from 'vitest';
import { callbackReceiverPath } from '../../../../schemas/third-party-sources';
import { DEMO_AAD_TENANT_ID, DEMO_CLIENTS } from '../../../idp/demo-identities';
import { plainRequest } from '../../../test/authorization-request';
import { TEST_CLIENT_ORIGIN, useIdpProcess } from '../../../test/idp-process';
import { memoryAppTokens } from '../../../test/memory-app-tokens';
import { openIdCodeExchange } from '../../../test/openid-code';
import { ConnectorError } from '../connector';
import { aadConnector } from './aad.connector';
import { oidcCodeAdapterConnector, type OidcCodeAdapterSettings } from './oidc-code-adapter.connector';
import { oidcCodeConnector } from './oidc-code.connector';

// What the OpenID connectors ask for and take, against the demo OpenID provider's issuers: the scopes each
// issuer publishes, and the RFC 9207 `iss` of the second variant as its setting says.
const idp = useIdpProcess();
const signal = () => AbortSignal.timeout(10_000);
const scopeOf = (url: string) => new URL(url).searchParams.get('scope');

describe('the scopes an OpenID connector asks for', () => {
  it('asks Entra ID for no phone (its v2.0 endpoint has no such scope), and a plain issuer that has it, for it', async () => {
    const aad = {
      ...DEMO_CLIENTS.aad,
      settings: { authority: `${idp.origin}/aad`, tenantId: DEMO_AAD_TENANT_ID },
    };
    const aadRequest = plainRequest(`${TEST_CLIENT_ORIGIN}${callbackReceiverPath('aad')}`);
    expect(scopeOf(await aadConnector.authorizeUrl(aad, aadRequest, signal()))).toBe('openid profile email');
    const oidc = { ...DEMO_CLIENTS.oidc_code, settings: { issuer: `${idp.origin}/oidc` } };
    const oidcRequest = plainRequest(`${TEST_CLIENT_ORIGIN}${callbackReceiverPath('oidc_code')}`);
    expect(scopeOf(await oidcCodeConnector.authorizeUrl(oidc, oidcRequest, signal()))).toBe(
      'openid profile email phone',
    );
  });
});

describe("the second variant's `iss` setting (RFC 9207)", () => {
  const redirectUri = `${TEST_CLIENT_ORIGIN}${callbackReceiverPath('oidc_code_adapter')}`;
  const settings = (issInAuthorizationResponse: boolean): OidcCodeAdapterSettings => ({
    issuer: `${idp.origin}/oidc-manual`,
    authorizationEndpoint: `${idp.origin}/oidc-manual/auth`,
    tokenEndpoint: `${idp.origin}/oidc-manual/token`,
    userinfoEndpoint: `${idp.origin}/oidc-manual/me`,
    jwksUri: `${idp.origin}/oidc-manual/jwks`,
    issInAuthorizationResponse,
  });
  /** Signs zhangwei in and exchanges the code as if the answer had carried no `iss`. */
  const withoutIss = async (issInAuthorizationResponse: boolean) => {
    const source = { ...DEMO_CLIENTS.oidc_code_adapter, settings: settings(issInAuthorizationResponse) };
    const signedIn = await openIdCodeExchange(oidcCodeAdapterConnector, source, redirectUri, 'zhangwei');
    const exchange = { ...signedIn, iss: null };
    return oidcCodeAdapterConnector.exchange(source, exchange, signal(), memoryAppTokens()).then(
      () => 'accepted',
      (error: unknown) => (error instanceof ConnectorError ? error.reason : 'thrown'),
    );
  };

  it('refuses an answer without `iss` from a provider stated to send it', async () => {
    expect(await withoutIss(true)).toBe('issuerMismatch');
  });

  it('takes an answer without `iss` from a provider not stated to send it (the state ties it to the source)', async () => {
    expect(await withoutIss(false)).toBe('accepted');
  });
});
