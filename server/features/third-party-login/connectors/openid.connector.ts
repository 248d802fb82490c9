import * as client from 'openid-client';
import type * as z from 'zod/mini';
import type { ThirdPartyKind } from '../../../../schemas/third-party-sources';
import { ConnectorError, type Connector, type ExternalIdentity, type SourceCredentials } from '../connector';
import { openIdClient, type ClientAuthMethod, type OpenIdServer } from './openid-configuration';
import { connectorErrorOf } from './openid-errors';

/** The claims an OpenID provider told about the user (the ID token's, or userinfo's). */
export type OpenIdClaims = Record<string, unknown>;

/** One OpenID Connect source kind: how its settings name the provider, and how its claims name the user. */
export type OpenIdKind<S> = {
  kind: ThirdPartyKind;
  settings: z.ZodMiniType<S>;
  auth: ClientAuthMethod;
  /** The provider's metadata; `signal` ends the wait for a discovery. */
  server: (settings: S, signal: AbortSignal) => Promise<OpenIdServer>;
  /** Read who signed in from userinfo (the ID token only proves the sign-in). */
  readUserInfo: boolean;
  /** The user's stable id among the claims, or null when they do not name one; may check more claims. */
  subject: (claims: OpenIdClaims, settings: S) => string | null;
  /** Whether the provider vouches for the mail address (OIDC Core 5.1: `email_verified` stated true). */
  emailVerified?: (claims: OpenIdClaims) => boolean;
};

const SCOPES = ['openid', 'profile', 'email', 'phone'];

/**
 * The scopes asked: ours that the provider publishes (`scopes_supported`), all of them when it publishes none.
 * Entra ID has no `phone` scope and refuses a request naming a scope it lacks.
 */
function scopeFor(metadata: client.ServerMetadata): string {
  const supported = metadata.scopes_supported;
  return SCOPES.filter((scope) => scope === 'openid' || !supported || supported.includes(scope)).join(' ');
}
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

async function claimsOf<S>(
  kind: OpenIdKind<S>,
  configuration: client.Configuration,
  tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
): Promise<OpenIdClaims> {
  const idToken = tokens.claims();
  if (!idToken) throw new ConnectorError('tokenInvalid', 'no ID token');
  if (!kind.readUserInfo) return idToken;
  return client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
}

/**
 * An OpenID Connect connector through openid-client (certified): the authorisation request with PKCE S256 and
 * a nonce, and the code exchange with every check the library makes (state, RFC 9207 issuer, PKCE, ID token
 * signature, audience, nonce), then who signed in from the claims.
 */
export function openIdConnector<S>(kind: OpenIdKind<S>): Connector<S> {
  return {
    kind: kind.kind,
    settings: kind.settings,
    usesPkce: true,
    usesNonce: true,
    async authorizeUrl(source, request, signal) {
      const configuration = await configure(kind, source, signal);
      const parameters: Record<string, string> = {
        redirect_uri: request.redirectUri,
        scope: scopeFor(configuration.serverMetadata()),
      };
      parameters.state = request.state;
      if (request.codeChallenge) {
        parameters.code_challenge = request.codeChallenge;
        parameters.code_challenge_method = 'S256';
      }
      if (request.nonce) parameters.nonce = request.nonce;
      return client.buildAuthorizationUrl(configuration, parameters).href;
    },
    async exchange(source, exchange, signal): Promise<ExternalIdentity> {
      const configuration = await configure(kind, source, signal);
      const { issuer, authorization_response_iss_parameter_supported: sendsIss } =
        configuration.serverMetadata();
      // Mix-up defence (RFC 9700 4.4, RFC 9207): an answer naming another issuer, or none from an issuer that
      // names itself, never reaches this one's token endpoint.
      if (exchange.iss === null ? sendsIss === true : exchange.iss !== issuer)
        throw new ConnectorError('issuerMismatch', `${exchange.iss ?? 'no iss'} for ${issuer}`);
      const response = new URL(exchange.redirectUri);
      response.searchParams.set('code', exchange.code);
      response.searchParams.set('state', exchange.state);
      if (exchange.iss !== null) response.searchParams.set('iss', exchange.iss);
      try {
        const tokens = await client.authorizationCodeGrant(configuration, response, {
          expectedState: exchange.state,
          idTokenExpected: true,
          ...(exchange.codeVerifier ? { pkceCodeVerifier: exchange.codeVerifier } : {}),
          ...(exchange.nonce ? { expectedNonce: exchange.nonce } : {}),
        });
        const claims = await claimsOf(kind, configuration, tokens);
        const subject = kind.subject(claims, source.settings);
        if (!subject) throw new ConnectorError('tokenInvalid', 'the claims name no user');
        const preferredUsername = text(claims.preferred_username);
        const email = text(claims.email);
        // openid-client held the ID token's `iss` to this issuer.
        return {
          issuer,
          subject,
          displayName: text(claims.name) ?? preferredUsername ?? email ?? subject,
          preferredUsername,
          email,
          phone: text(claims.phone_number),
          // OIDC Core 5.1: a claim not stated true is not verified.
          emailVerified: kind.emailVerified ? kind.emailVerified(claims) : claims.email_verified === true,
          phoneVerified: claims.phone_number_verified === true,
        };
      } catch (error) {
        throw connectorErrorOf(error);
      }
    },
  };
}

async function configure<S>(kind: OpenIdKind<S>, source: SourceCredentials<S>, signal: AbortSignal) {
  try {
    return openIdClient(await kind.server(source.settings, signal), source, kind.auth, signal);
  } catch (error) {
    throw connectorErrorOf(error);
  }
}
