import { THIRD_PARTY_KINDS, type ThirdPartyKind } from '../../schemas/third-party-login.schema';
import { findLoginUser } from '../account/user.repo';
import type { SecretBox } from '../crypto/secret-box';
import type { Queryable } from '../db/db';
import { linkIdentity } from '../features/third-party-login/linked-identity.repo';
import { saveThirdPartySource } from '../features/third-party-login/third-party-source.repo';
import { DEMO_AAD_TENANT_ID, DEMO_CLIENTS, DEMO_PEOPLE, demoSubject } from '../idp/demo-identities';
import { DEMO_ENTERPRISE_ID } from './demo-tenant';

/**
 * The demo tenant's OpenID sources, at the demo identity process `idpUrl` (`npm run idp`; DEMO_IDP_URL):
 * Entra-style by authority and directory, plain OIDC by discovery, the second variant by its endpoints.
 */
export function demoOpenIdSources(idpUrl: string): Partial<Record<ThirdPartyKind, unknown>> {
  const manual = `${idpUrl}/oidc-manual`;
  return {
    aad: { authority: `${idpUrl}/aad`, tenantId: DEMO_AAD_TENANT_ID },
    oidc_code: { issuer: `${idpUrl}/oidc` },
    oidc_code_adapter: {
      issuer: manual,
      authorizationEndpoint: `${manual}/auth`,
      tokenEndpoint: `${manual}/token`,
      userinfoEndpoint: `${manual}/me`,
      jwksUri: `${manual}/jwks`,
    },
  };
}

/**
 * Seeds the sources (no first-login provisioning: a newcomer binds a local account) and links every demo
 * person the identity process links (`linkedTo`) to that local account, for every source seeded.
 */
export async function seedThirdPartySources(tx: Queryable, secretBox: SecretBox, idpUrl: string, now: Date) {
  const sources = demoOpenIdSources(idpUrl);
  const kinds = THIRD_PARTY_KINDS.filter((kind) => kind in sources);
  for (const kind of kinds) {
    const { clientId, clientSecret } = DEMO_CLIENTS[kind];
    const source = { clientId, clientSecret, settings: sources[kind], provision: false };
    await saveThirdPartySource(tx, secretBox, DEMO_ENTERPRISE_ID, kind, source);
    for (const person of DEMO_PEOPLE) {
      const user = person.linkedTo && (await findLoginUser(tx, DEMO_ENTERPRISE_ID, person.linkedTo));
      if (!user) continue;
      const link = {
        enterpriseId: DEMO_ENTERPRISE_ID,
        kind,
        subject: demoSubject(kind, person.key),
        userId: user.id,
      };
      await linkIdentity(tx, link, now);
    }
  }
}
