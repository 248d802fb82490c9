import * as z from 'zod/mini';
import { openIdConnector } from './openid.connector';
import { discoverIssuer } from './openid-configuration';

/**
 * Entra ID (Azure AD) by its v2.0 endpoint: `authority` (https://login.microsoftonline.com, the demo's
 * `{DEMO_IDP_URL}/aad`) and the directory's `tenantId` make the issuer. Entra's `sub` is pairwise per
 * application, so the user is `oid`, the object id, and a token must come from the source's own directory.
 */
const AadSettings = z.object({
  authority: z.url({ protocol: /^https?$/ }),
  tenantId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
});
export type AadSettings = z.infer<typeof AadSettings>;

export const aadConnector = openIdConnector({
  kind: 'aad',
  settings: AadSettings,
  auth: 'client_secret_post',
  server: (settings, signal) =>
    discoverIssuer(`${settings.authority.replace(/\/$/, '')}/${settings.tenantId}/v2.0`, signal),
  readUserInfo: false,
  subject: (claims, settings) =>
    claims.tid === settings.tenantId && typeof claims.oid === 'string' && claims.oid ? claims.oid : null,
  // Entra sends no `email_verified`, and its `email` may be any address a user typed: only the optional claim
  // `xms_edov` (the mail's domain is verified by the directory's owner) vouches for it.
  emailVerified: (claims) => claims.xms_edov === true,
});
