import { ComplementField } from '../../../schemas/plugin-login.schema';
import { PluginSourceId } from '../../../schemas/plugin-sources';
import * as z from 'zod/mini';
import type { SecretBox } from '../../crypto/secret-box';
import type { Queryable } from '../../db/db';

/** The person's fields a source binds by or requires: the plugin's mail and phone (username and name it always sends). */
// The attributes a source binds by or requires: the complement page's fields (one rule with the page).
export const PluginField = ComplementField;
export type PluginField = ComplementField;

const SourceRow = z.object({
  name: z.string(),
  loginUrl: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  clientSecretSealed: z.string(),
  autoBind: z.nullable(PluginField),
  autoCreate: z.boolean(),
  complementFields: z.array(PluginField),
});

/** A tenant's plugin source (032_plugin_source.sql), its secret opened. */
export type PluginSource = Omit<z.output<typeof SourceRow>, 'clientSecretSealed'> & {
  enterpriseAuthId: string;
  clientSecret: string;
};

// Bound to its tenant and source: copied onto another row, a sealed secret does not open.
const sealContext = (enterpriseId: string, enterpriseAuthId: string) =>
  `plugin-source:${enterpriseId}:${enterpriseAuthId}`;

/** The tenant's enabled plugin source `enterpriseAuthId`; null if none. Throws when its secret does not open. */
export async function findPluginSource(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  enterpriseAuthId: string,
): Promise<PluginSource | null> {
  const row = await db.row(
    SourceRow,
    `select name, login_url as "loginUrl", token_url as "tokenUrl", client_id as "clientId",
       client_secret_sealed as "clientSecretSealed", auto_bind as "autoBind", auto_create as "autoCreate",
       complement_fields as "complementFields"
     from plugin_source where enterprise_id = $1 and enterprise_auth_id = $2 and enabled`,
    [enterpriseId, enterpriseAuthId],
  );
  if (!row) return null;
  const { clientSecretSealed, ...source } = row;
  const clientSecret = secretBox.open(clientSecretSealed, sealContext(enterpriseId, enterpriseAuthId));
  return { ...source, enterpriseAuthId, clientSecret };
}

/** The ids of the tenant's enabled plugin sources. */
export async function listPluginSourceIds(db: Queryable, enterpriseId: string): Promise<string[]> {
  const rows = await db.rows(
    z.object({ id: z.string() }),
    'select enterprise_auth_id as id from plugin_source where enterprise_id = $1 and enabled order by 1',
    [enterpriseId],
  );
  return rows.map((row) => row.id);
}

/** Creates or replaces the tenant's plugin source, its secret sealed, switched on or off. */
export async function savePluginSource(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  source: PluginSource & { enabled: boolean },
) {
  // The login page offers a button for an adapter whose id reads as a plugin's, and for no other.
  PluginSourceId.parse(source.enterpriseAuthId);
  await db.run(
    `insert into plugin_source (enterprise_id, enterprise_auth_id, name, login_url, token_url, client_id,
       client_secret_sealed, auto_bind, auto_create, complement_fields, enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (enterprise_id, enterprise_auth_id) do update set name = excluded.name,
       login_url = excluded.login_url, token_url = excluded.token_url, client_id = excluded.client_id,
       client_secret_sealed = excluded.client_secret_sealed, auto_bind = excluded.auto_bind,
       auto_create = excluded.auto_create, complement_fields = excluded.complement_fields,
       enabled = excluded.enabled`,
    [
      enterpriseId,
      source.enterpriseAuthId,
      source.name,
      source.loginUrl,
      source.tokenUrl,
      source.clientId,
      secretBox.seal(source.clientSecret, sealContext(enterpriseId, source.enterpriseAuthId)),
      source.autoBind,
      source.autoCreate,
      source.complementFields,
      source.enabled,
    ],
  );
}

/**
 * Points the tenant's plugin sources at `to` where their addresses start with `from` (the demo plugin runs
 * elsewhere: DEMO_PLUGIN_URL, a test's free port); how many moved. Their links stay: they are made under the
 * source's client id, which did not change.
 */
export async function movePluginSources(db: Queryable, enterpriseId: string, from: string, to: string) {
  const moved = await db.rows(
    z.object({ id: z.string() }),
    `update plugin_source set login_url = $3 || substr(login_url, length($2) + 1),
       token_url = $3 || substr(token_url, length($2) + 1)
     where enterprise_id = $1 and starts_with(login_url, $2) and starts_with(token_url, $2)
     returning enterprise_auth_id as id`,
    [enterpriseId, from, to],
  );
  return moved.length;
}
