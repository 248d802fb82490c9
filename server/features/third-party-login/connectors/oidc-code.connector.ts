import * as z from 'zod/mini';
import { openIdConnector } from './openid.connector';
import { discoverIssuer } from './openid-configuration';

/** An OpenID provider found by discovery from its `issuer`; the user is the ID token's `sub`. */
const OidcCodeSettings = z.object({ issuer: z.url({ protocol: /^https?$/ }) });
export type OidcCodeSettings = z.infer<typeof OidcCodeSettings>;

export const oidcCodeConnector = openIdConnector({
  kind: 'oidc_code',
  settings: OidcCodeSettings,
  auth: 'client_secret_basic',
  server: (settings, signal) => discoverIssuer(settings.issuer, signal),
  readUserInfo: false,
  subject: (claims) => (typeof claims.sub === 'string' && claims.sub ? claims.sub : null),
});
