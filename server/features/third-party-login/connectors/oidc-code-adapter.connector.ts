import * as z from 'zod/mini';
import { openIdConnector } from './openid.connector';

/**
 * The second OIDC variant: a provider configured by its endpoints (one without a discovery document, or whose
 * document an administrator does not trust), who signed in read from userinfo for the ID token's `sub`.
 */
const endpoint = z.url({ protocol: /^https?$/ });
const OidcCodeAdapterSettings = z.object({
  issuer: endpoint,
  authorizationEndpoint: endpoint,
  tokenEndpoint: endpoint,
  userinfoEndpoint: endpoint,
  jwksUri: endpoint,
  /**
   * The provider sends `iss` with the code (RFC 9207), as discovery's
   * `authorization_response_iss_parameter_supported` would say: then an answer without it is refused. Off for
   * a provider that sends none, whose answers the state alone ties to this source.
   */
  issInAuthorizationResponse: z._default(z.boolean(), false),
});
export type OidcCodeAdapterSettings = z.infer<typeof OidcCodeAdapterSettings>;

export const oidcCodeAdapterConnector = openIdConnector({
  kind: 'oidc_code_adapter',
  settings: OidcCodeAdapterSettings,
  auth: 'client_secret_basic',
  server: (settings) =>
    Promise.resolve({
      issuer: settings.issuer,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userinfoEndpoint,
      jwks_uri: settings.jwksUri,
      authorization_response_iss_parameter_supported: settings.issInAuthorizationResponse,
    }),
  readUserInfo: true,
  subject: (claims) => (typeof claims.sub === 'string' && claims.sub ? claims.sub : null),
});
