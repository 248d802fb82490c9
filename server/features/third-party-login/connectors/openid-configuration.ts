import * as client from 'openid-client';
import type { SourceCredentials } from '../connector';

/** What openid-client needs of a provider: its issuer and endpoints, discovered or configured. */
export type OpenIdServer = client.ServerMetadata;

// Plain HTTP is for the demo provider on this machine only (openid-client refuses it otherwise).
const isLocalDemo = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(url);

// Discovery documents per issuer: a cache of what the provider publishes, not state; a failed one is retried.
const discovered = new Map<string, Promise<OpenIdServer>>();

/**
 * The provider's metadata from its discovery document (OpenID Connect Discovery 1.0), checked by openid-client.
 * One request per issuer is shared by every sign-in waiting for it, under its own 10 seconds: a caller's signal
 * ends that caller's wait, not the request the others wait for too.
 */
export function discoverIssuer(issuer: string, signal: AbortSignal): Promise<OpenIdServer> {
  let found = discovered.get(issuer);
  if (!found) {
    const execute = isLocalDemo(issuer) ? [client.allowInsecureRequests] : [];
    found = client
      .discovery(new URL(issuer), 'discovery', undefined, undefined, { execute, timeout: 10 })
      .then((configuration) => configuration.serverMetadata());
    discovered.set(issuer, found);
    found.catch(() => discovered.delete(issuer));
  }
  return untilAborted(found, signal);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** openid-client's fetch, ended by its own timeout (the signal it passes) or by the caller's `signal`. */
const fetchUntil =
  (signal: AbortSignal): client.CustomFetch =>
  (url, { body, ...options }) =>
    fetch(url, {
      ...options,
      // Node's fetch types take bytes over an ArrayBuffer only: a copy says so (openid-client sends forms).
      body: body instanceof Uint8Array ? new Uint8Array(body) : body,
      signal: options.signal ? AbortSignal.any([options.signal, signal]) : signal,
    });

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

/**
 * The source's client at the provider, each request given 10 seconds (openid-client's own timeout) and ended
 * sooner by `signal`, the caller's. Never cached: it carries the source's secret and the caller's signal.
 */
export function openIdClient(
  server: OpenIdServer,
  source: SourceCredentials<unknown>,
  auth: ClientAuthMethod,
  signal: AbortSignal,
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
  configuration[client.customFetch] = fetchUntil(signal);
  return configuration;
}
