import { createHash, randomBytes } from 'node:crypto';
import type { CodeExchange, Connector, SourceCredentials } from '../features/third-party-login/connector';
import { plainRequest } from './authorization-request';
import { TEST_CLIENT_ORIGIN } from './idp-process';
import { providerBrowser } from './provider-browser';

/**
 * Signs `person` in at an OpenID source's provider with PKCE and the nonce `n`: the code exchange as the
 * callback would make it (state `s`, the answer's `iss`).
 */
export async function openIdCodeExchange<S>(
  connector: Connector<S>,
  source: SourceCredentials<S>,
  redirectUri: string,
  person: string,
): Promise<CodeExchange> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const request = plainRequest(redirectUri, { codeChallenge, nonce: 'n' });
  const authorizeUrl = await connector.authorizeUrl(source, request, AbortSignal.timeout(5_000));
  const back = new URL(await providerBrowser().signIn(authorizeUrl, TEST_CLIENT_ORIGIN, person));
  return {
    code: back.searchParams.get('code') ?? '',
    state: 's',
    redirectUri,
    codeVerifier,
    nonce: 'n',
    iss: back.searchParams.get('iss'),
    inApp: false,
  };
}
