import { THIRD_PARTY_KINDS, type ThirdPartyKind } from '../../schemas/third-party-sources';
import { findLoginUser } from '../account/user.repo';
import type { SecretBox } from '../crypto/secret-box';
import type { Queryable } from '../db/db';
import { linkIdentity } from '../features/third-party-login/linked-identity.repo';
import { saveThirdPartySource } from '../features/third-party-login/third-party-source.repo';
import { demoAlipaySettings } from '../features/third-party-login/connectors/alipay.connector';
import { demoDdtalkSettings } from '../features/third-party-login/connectors/ddtalk.connector';
import { demoWechatSettings } from '../features/third-party-login/connectors/wechat.connector';
import { demoWechatenterpriseSettings } from '../features/third-party-login/connectors/wechatenterprise.connector';
import {
  DEMO_AAD_TENANT_ID,
  DEMO_CLIENTS,
  DEMO_PEOPLE,
  DEMO_WECHAT_OFFICIAL_ACCOUNT,
  demoSubject,
} from '../idp/demo-identities';
import { DEMO_ENTERPRISE_ID } from './demo-tenant';

/**
 * The demo tenant's sources, at the demo identity process `idpUrl` (`npm run idp`; DEMO_IDP_URL): the OpenID
 * ones (Entra-style by authority and directory, plain OIDC by discovery, the second variant by its endpoints)
 * and the simulated DingTalk, WeChat, WeCom and Alipay.
 */
export function demoSources(idpUrl: string): Record<ThirdPartyKind, unknown> {
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
      // The demo provider (oidc-provider) sends `iss` with every code.
      issInAuthorizationResponse: true,
    },
    ddtalk: demoDdtalkSettings(idpUrl),
    wechat: demoWechatSettings(idpUrl),
    wechatenterprise: demoWechatenterpriseSettings(idpUrl),
    alipay: demoAlipaySettings(idpUrl),
  };
}

/** The issuer each demo source's people are vouched for by (ExternalIdentity's): the demo process's, or the app. */
function demoIssuer(idpUrl: string, kind: ThirdPartyKind): string {
  if (kind === 'aad') return `${idpUrl}/aad/${DEMO_AAD_TENANT_ID}/v2.0`;
  if (kind === 'oidc_code') return `${idpUrl}/oidc`;
  if (kind === 'oidc_code_adapter') return `${idpUrl}/oidc-manual`;
  return DEMO_CLIENTS[kind].clientId;
}

/**
 * Seeds the sources (no first-login provisioning: a newcomer binds a local account) and links every demo
 * person the identity process links (`linkedTo`) to that local account, for every source seeded. A production
 * database gets them switched off: they sign in at a demo identity process, which production never starts and
 * whose people anyone can be (their password is in this repository).
 */
export async function seedThirdPartySources(
  tx: Queryable,
  secretBox: SecretBox,
  { idpUrl, production }: { idpUrl: string; production: boolean },
  now: Date,
) {
  const sources = demoSources(idpUrl);
  for (const kind of THIRD_PARTY_KINDS) {
    const { clientId, clientSecret } = DEMO_CLIENTS[kind];
    const source = {
      clientId,
      clientSecret,
      inAppClient: kind === 'wechat' ? DEMO_WECHAT_OFFICIAL_ACCOUNT : null,
      settings: sources[kind],
      provision: false,
      enabled: !production,
    };
    await saveThirdPartySource(tx, secretBox, DEMO_ENTERPRISE_ID, kind, source);
    for (const person of DEMO_PEOPLE) {
      const user = person.linkedTo && (await findLoginUser(tx, DEMO_ENTERPRISE_ID, person.linkedTo));
      if (!user) continue;
      const link = {
        enterpriseId: DEMO_ENTERPRISE_ID,
        kind,
        issuer: demoIssuer(idpUrl, kind),
        subject: demoSubject(kind, person.key),
        userId: user.id,
      };
      await linkIdentity(tx, link, now);
    }
  }
}
