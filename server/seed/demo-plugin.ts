import { findLoginUser } from '../account/user.repo';
import type { SecretBox } from '../crypto/secret-box';
import type { Queryable } from '../db/db';
import type { PluginSource } from '../features/plugin-login/plugin-source.repo';
import { savePluginSource } from '../features/plugin-login/plugin-source.repo';
import { pluginLinkKind } from '../features/third-party-login/link-kind';
import { linkIdentity } from '../features/third-party-login/linked-identity.repo';
import {
  DEMO_HR_PEOPLE,
  DEMO_PLUGIN_CLIENTS,
  PLUGIN_LOGIN_PATH,
  PLUGIN_TOKEN_PATH,
} from '../plugin/demo-plugin-people';
import { DEMO_ENTERPRISE_ID } from './demo-tenant';

type DemoPluginId = keyof typeof DEMO_PLUGIN_CLIENTS;

/**
 * The demo tenant's plugin sources, both at the demo plugin `pluginUrl` (`npm run plugin:demo`, an HR system;
 * DEMO_PLUGIN_URL): `plugin_hr_demo` leaves a person no account is linked to to bind one by hand (needBind);
 * `plugin_hr_auto` binds the account whose mail is theirs, or else makes one, asking first for a phone when
 * the plugin has none.
 */
export function demoPluginSources(
  pluginUrl: string,
): Record<DemoPluginId, Omit<PluginSource, 'enterpriseAuthId'>> {
  const at = { loginUrl: `${pluginUrl}${PLUGIN_LOGIN_PATH}`, tokenUrl: `${pluginUrl}${PLUGIN_TOKEN_PATH}` };
  return {
    plugin_hr_demo: {
      name: '人事系统',
      ...at,
      ...DEMO_PLUGIN_CLIENTS.plugin_hr_demo,
      autoBind: null,
      autoCreate: false,
      complementFields: [],
    },
    plugin_hr_auto: {
      name: '人事系统（自动）',
      ...at,
      ...DEMO_PLUGIN_CLIENTS.plugin_hr_auto,
      autoBind: 'email',
      autoCreate: true,
      complementFields: ['phone'],
    },
  };
}

/**
 * Seeds the plugin sources and links every demo person the plugin links (`linkedTo`) to that local account on
 * both. A production database gets them switched off: their plugin's people are anyone (their password is in
 * this repository).
 */
export async function seedPluginSources(
  tx: Queryable,
  secretBox: SecretBox,
  { pluginUrl, production }: { pluginUrl: string; production: boolean },
  now: Date,
) {
  for (const [enterpriseAuthId, source] of Object.entries(demoPluginSources(pluginUrl))) {
    await savePluginSource(tx, secretBox, DEMO_ENTERPRISE_ID, {
      ...source,
      enterpriseAuthId,
      enabled: !production,
    });
    for (const person of DEMO_HR_PEOPLE) {
      const user = person.linkedTo && (await findLoginUser(tx, DEMO_ENTERPRISE_ID, person.linkedTo));
      if (!user) continue;
      const link = {
        enterpriseId: DEMO_ENTERPRISE_ID,
        kind: pluginLinkKind(enterpriseAuthId),
        issuer: source.clientId,
        subject: person.subject,
        userId: user.id,
      };
      await linkIdentity(tx, link, now);
    }
  }
}
