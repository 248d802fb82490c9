import * as client from 'openid-client';
import type { SourceCredentials } from '../connector';

/** What openid-client needs of a provider: its issuer and endpoints, discovered or configured. */
export type OpenIdServer = client.ServerMetadata;

// Plain HTTP is for the demo provider on this machine only (openid-client refuses it otherwise).
const isLocalDemo = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(url);

// Discovery documents per issuer: a cache of what the provider publishes, not state; a failed one is retried.
const discovered = new Map<string, Promise<OpenIdServer>>();

/** The provider's metadata from its discovery document (OpenID Connect Discovery 1.0), checked by openid-client. */
export function discoverIssuer(issuer: string): Promise<OpenIdServer> {
  const cached = discovered.get(issuer);
  if (cached) return cached;
  const execute = isLocalDemo(issuer) ? [client.allowInsecureRequests] : [];
  const found = client
    .discovery(new URL(issuer), 'discovery', undefined, undefined, { execute, timeout: 10 })
    .then((configuration) => configuration.serverMetadata());
  discovered.set(issuer, found);
  found.catch(() => discovered.delete(issuer));
  return found;
}

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

/**
 * The source's client at the provider, each request given 10 seconds (openid-client's own timeout; a caller's
 * signal cannot reach its fetch through Node's types). Never cached: it carries the source's secret.
 */
export function openIdClient(
  server: OpenIdServer,
  source: SourceCredentials<unknown>,
  auth: ClientAuthMethod,
): client.Configuration {
  const authentication =
    auth === 'client_secret_post'
      ? client.ClientSecretPost(source.clientSecret)
      : client.ClientSecretBasic(source.clientSecret);
  const configuration = new client.Configuration(server, source.clientId, undefined, authentication);
  if (isLocalDemo(server.issuer)) client.allowInsecureRequests(configuration);
  // openid-client checks the ID token's signature (against the provider's JWKS) only when asked to.
  client.enableNonRepudiationChecks(configuration);
  configuration.timeout = 10;
  return configuration;
}
