import { sha256Hex } from '../crypto/opaque-token';
import type { Queryable } from '../db/db';

// What the plugin tests read and change in the database, as an administrator or someone holding it could.

/** Changes how the demo tenant's plugin source treats a person no account is linked to. */
export async function setPluginSourceRules(
  db: Queryable,
  enterpriseAuthId: string,
  rules: { autoBind: 'email' | 'phone' | null; autoCreate: boolean; complementFields: string[] },
) {
  await db.run(
    `update plugin_source set auto_bind = $2, auto_create = $3, complement_fields = $4
     where enterprise_id = 'demo' and enterprise_auth_id = $1`,
    [enterpriseAuthId, rules.autoBind, rules.autoCreate, rules.complementFields],
  );
}

/** Switches a plugin source of the demo tenant off or on. */
export async function setPluginSourceEnabled(db: Queryable, enterpriseAuthId: string, enabled: boolean) {
  await db.run(
    `update plugin_source set enabled = $2 where enterprise_id = 'demo' and enterprise_auth_id = $1`,
    [enterpriseAuthId, enabled],
  );
}

/** Points a plugin source's token endpoint elsewhere (a plugin that does not answer), as its administrator would. */
export async function setPluginTokenUrl(db: Queryable, enterpriseAuthId: string, tokenUrl: string) {
  await db.run(
    `update plugin_source set token_url = $2 where enterprise_id = 'demo' and enterprise_auth_id = $1`,
    [enterpriseAuthId, tokenUrl],
  );
}

/** Whether a trace is stored as itself rather than by its digest, and whether its digest is stored at all. */
export async function traceStorage(db: Queryable, traceId: string) {
  const clear = await db.exists('select 1 from third_party_state where state_hash = $1', [traceId]);
  const hashed = await db.exists('select 1 from third_party_state where state_hash = $1', [
    sha256Hex(traceId),
  ]);
  return { clear, hashed };
}
