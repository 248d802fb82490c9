import * as z from 'zod/mini';
import type { DingTalkOidcPlugin } from '../../../schemas/dingtalk-oidc-plugin.schema';
import type { SecretBox } from '../../crypto/secret-box';
import type { Queryable } from '../../db/db';
import type { ThirdPartySourceRecord } from '../third-party-login/third-party-source.repo';

const Listed = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.nullable(z.string()),
  logo: z.nullable(z.string()),
});

/** The tenant's enabled plugins, as the login page lists them, in the administrator's order. */
export async function listDingTalkOidcPlugins(
  db: Queryable,
  enterpriseId: string,
): Promise<DingTalkOidcPlugin[]> {
  return db.rows(
    Listed,
    `select id, name, name_en as "nameEn", logo from dingtalk_oidc_plugin
     where enterprise_id = $1 and enabled order by position, id`,
    [enterpriseId],
  );
}

const SourceRow = z.object({ clientId: z.string(), clientSecretSealed: z.string(), settings: z.unknown() });

// Sealed for its tenant and plugin: copied onto another plugin's row the secret does not open.
const sealContext = (enterpriseId: string, id: string) => `dingtalk-oidc-plugin:${enterpriseId}:${id}`;

/**
 * The tenant's enabled plugin `id` as a source of the second OIDC variant (its endpoints as settings, its
 * secret opened); null if none. A plugin never provisions: its people bind a local account. Throws when the
 * secret does not open.
 */
export async function findDingTalkOidcPluginSource(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  id: string,
): Promise<ThirdPartySourceRecord | null> {
  const row = await db.row(
    SourceRow,
    `select client_id as "clientId", client_secret_sealed as "clientSecretSealed", settings
     from dingtalk_oidc_plugin where enterprise_id = $1 and id = $2 and enabled`,
    [enterpriseId, id],
  );
  if (!row) return null;
  const clientSecret = secretBox.open(row.clientSecretSealed, sealContext(enterpriseId, id));
  return {
    clientId: row.clientId,
    clientSecret,
    inAppClient: null,
    settings: row.settings,
    provision: false,
  };
}

export type DingTalkOidcPluginRecord = DingTalkOidcPlugin & {
  /** The plugin's registration at its OpenID provider. */
  position: number;
  clientId: string;
  clientSecret: string;
  settings: unknown;
  enabled: boolean;
};

/** Creates or replaces the tenant's plugin, its secret sealed. */
export async function saveDingTalkOidcPlugin(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  plugin: DingTalkOidcPluginRecord,
) {
  await db.run(
    `insert into dingtalk_oidc_plugin (enterprise_id, id, name, name_en, logo, position, client_id,
       client_secret_sealed, settings, enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (enterprise_id, id) do update set name = excluded.name, name_en = excluded.name_en,
       logo = excluded.logo, position = excluded.position, client_id = excluded.client_id,
       client_secret_sealed = excluded.client_secret_sealed, settings = excluded.settings,
       enabled = excluded.enabled`,
    [
      enterpriseId,
      plugin.id,
      plugin.name,
      plugin.nameEn ?? null,
      plugin.logo ?? null,
      plugin.position,
      plugin.clientId,
      secretBox.seal(plugin.clientSecret, sealContext(enterpriseId, plugin.id)),
      JSON.stringify(plugin.settings),
      plugin.enabled,
    ],
  );
}

/** Points the tenant's plugins from one demo provider origin to another (as moveThirdPartySources); their count. */
export async function moveDingTalkOidcPlugins(db: Queryable, enterpriseId: string, from: string, to: string) {
  const moved = await db.rows(
    z.object({ id: z.string() }),
    `update dingtalk_oidc_plugin set settings = replace(settings::text, $2, $3)::jsonb
     where enterprise_id = $1 and position($2 in settings::text) > 0 returning id`,
    [enterpriseId, JSON.stringify(from).slice(1, -1), JSON.stringify(to).slice(1, -1)],
  );
  return moved.length;
}
