import { DINGTALK_OIDC_PLUGIN_KIND } from '../../schemas/dingtalk-oidc-plugin.schema';
import { findLoginUser } from '../account/user.repo';
import type { SecretBox } from '../crypto/secret-box';
import type { Queryable } from '../db/db';
import { saveDingTalkOidcPlugin } from '../features/dingtalk-oidc-plugin/dingtalk-oidc-plugin.repo';
import { linkIdentity } from '../features/third-party-login/linked-identity.repo';
import {
  DEMO_DINGTALK_OIDC_CLIENT,
  DEMO_DINGTALK_OIDC_PATH,
  DEMO_DINGTALK_OIDC_PLUGIN_ID,
  DEMO_PEOPLE,
  demoSubject,
} from '../idp/demo-identities';
import { DEMO_ENTERPRISE_ID } from './demo-tenant';

/** The demo bridge's issuer and endpoints (oidc-provider's routes below it), as the plugin's settings. */
export function demoDingTalkOidcSettings(idpUrl: string) {
  const issuer = `${idpUrl}${DEMO_DINGTALK_OIDC_PATH}`;
  return {
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/me`,
    jwksUri: `${issuer}/jwks`,
  };
}

/**
 * The demo tenant's DingTalk OIDC plugin, at the demo bridge of `idpUrl`, switched off in production as the
 * other demo sources are; the linked demo people are linked under the bridge's issuer, with the subject the
 * bridge passes on (DingTalk's unionId).
 */
export async function seedDingTalkOidcPlugin(
  tx: Queryable,
  secretBox: SecretBox,
  { idpUrl, production }: { idpUrl: string; production: boolean },
  now: Date,
) {
  const settings = demoDingTalkOidcSettings(idpUrl);
  const plugin = {
    id: DEMO_DINGTALK_OIDC_PLUGIN_ID,
    name: '钉钉（演示组织）',
    nameEn: 'DingTalk (demo organisation)',
    logo: null,
    position: 0,
    ...DEMO_DINGTALK_OIDC_CLIENT,
    settings,
    enabled: !production,
  };
  await saveDingTalkOidcPlugin(tx, secretBox, DEMO_ENTERPRISE_ID, plugin);
  for (const person of DEMO_PEOPLE) {
    const user = person.linkedTo && (await findLoginUser(tx, DEMO_ENTERPRISE_ID, person.linkedTo));
    if (!user) continue;
    const link = {
      enterpriseId: DEMO_ENTERPRISE_ID,
      kind: DINGTALK_OIDC_PLUGIN_KIND,
      issuer: settings.issuer,
      subject: demoSubject('ddtalk', person.key),
      userId: user.id,
    };
    await linkIdentity(tx, link, now);
  }
}
