import { createHash, randomBytes, type JsonWebKey } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { issuerStore } from './issuer-store';
import { callbackReceiverPath } from '../../../schemas/third-party-sources';
import type { PrefixHandler } from '../prefix-handler';
import { handleDingTalkBridge } from './dingtalk-bridge';
import { handleInteraction } from './interactions';
import { personOfAccount, type OidcVariant } from './oidc-variants';

export type IssuerOptions = {
  origin: string;
  clientOrigins: readonly string[];
  signingKey: JsonWebKey;
};

/**
 * The sector of the pairwise client (Entra's). oidc-provider asks a pairwise client whose redirect URIs are on
 * several hosts to name one, an https address it would fetch: a development server's receivers are at both
 * `localhost` and `127.0.0.1` (server/idp/configured-demo-idp.ts). The demo's pairwise ids are per client
 * (pairwiseIdentifier below), not per sector, so the sector is only named (RFC 2606's reserved `.invalid`).
 */
const PAIRWISE_SECTOR = 'https://demo-idp.invalid/pairwise-sector.json';

// Every client is the demo's own (first party): consent is granted, for the scopes the demo asks.
async function firstPartyGrant(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider;
  const grantId =
    ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
  if (grantId) return Grant.find(grantId);
  const clientId = ctx.oidc.client?.clientId;
  const accountId = ctx.oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grant = new Grant({ clientId, accountId });
  grant.addOIDCScope('openid profile email phone');
  await grant.save();
  return grant;
}

function configuration(variant: OidcVariant, options: IssuerOptions): Configuration {
  const { client } = variant;
  const cookieKey = randomBytes(32).toString('hex');
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: options.clientOrigins.map(
          (origin) => `${origin}${callbackReceiverPath(variant.kind)}`,
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // Entra takes the secret in the body; the plain issuers in the Authorization header.
        token_endpoint_auth_method: variant.kind === 'aad' ? 'client_secret_post' : 'client_secret_basic',
        ...(variant.pairwiseSubject
          ? { subject_type: 'pairwise', sector_identifier_uri: PAIRWISE_SECTOR }
          : {}),
      },
    ],
    jwks: { keys: [{ ...options.signingKey, kid: 'demo-idp', use: 'sig', alg: 'RS256' }] },
    scopes: variant.scopes,
    claims: {
      openid: ['sub', ...variant.extraOpenIdClaims],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
      // A scope's claims are published as a scope too: an issuer without `phone` names none.
      ...(variant.scopes.includes('phone') ? { phone: ['phone_number', 'phone_number_verified'] } : {}),
    },
    conformIdTokenClaims: !variant.claimsInIdToken,
    responseTypes: ['code'],
    subjectTypes: variant.pairwiseSubject ? ['public', 'pairwise'] : ['public'],
    pairwiseIdentifier: (_ctx, accountId, { clientId }) =>
      createHash('sha256').update(`${clientId}:${accountId}`).digest('base64url'),
    // Named, never fetched: see PAIRWISE_SECTOR. Any other sector a client names is checked as usual.
    sectorIdentifierUriValidate: (client) => client.sectorIdentifierUri !== PAIRWISE_SECTOR,
    pkce: { required: () => true },
    adapter: issuerStore(),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${variant.path}/interaction/${interaction.uid}` },
    loadExistingGrant: firstPartyGrant,
    findAccount: (_ctx, accountId) => {
      const person = personOfAccount(variant, accountId);
      return person
        ? { accountId, claims: () => ({ sub: accountId, ...variant.claims(person, accountId) }) }
        : undefined;
    },
    // Four issuers share the origin: each keeps its own cookies.
    cookies: {
      names: {
        session: `_session_${variant.id}`,
        interaction: `_interaction_${variant.id}`,
        resume: `_resume_${variant.id}`,
      },
      keys: [cookieKey],
    },
  };
}

/** One issuer of the demo OpenID provider below `variant.path`, its state in memory (issuerStore). */
export function oidcIssuer(variant: OidcVariant, options: IssuerOptions): PrefixHandler {
  const issuer = `${options.origin}${variant.path}`;
  const provider = new Provider(issuer, configuration(variant, options));
  const callback = provider.callback();
  const name = variant.kind === 'aad' ? 'Entra ID (demo)' : `OpenID (${variant.path.slice(1)})`;
  const interact = variant.signIn === 'dingtalk' ? handleDingTalkBridge : handleInteraction;
  return {
    prefix: variant.path,
    handle(request, response) {
      const url = new URL(request.url ?? '/', options.origin);
      const rest = url.pathname.slice(variant.path.length) || '/';
      if (rest.startsWith('/interaction/')) {
        interact(provider, variant, name, request, response, rest).catch((error: unknown) => {
          console.error(error);
          if (!response.headersSent) response.writeHead(400).end('interaction failed or expired');
        });
        return;
      }
      // Mounted as Express mounts it: the provider routes on its own path and builds its URLs from the whole.
      Object.assign(request, { originalUrl: request.url, url: `${rest}${url.search}` });
      void callback(request, response);
    },
  };
}
