import * as z from 'zod/mini';
import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import type { SecretBox } from '../../crypto/secret-box';
import type { Queryable } from '../../db/db';
import { moveDingTalkOidcPlugins } from '../dingtalk-oidc-plugin/dingtalk-oidc-plugin.repo';
import type { AppClient } from './connector';
import { moveLinkIssuers } from './linked-identity.repo';

/** A tenant's source of a kind, its secret still sealed; `settings` are the connector's to parse. */
const SourceRow = z.object({
  clientId: z.string(),
  clientSecretSealed: z.string(),
  inAppClientId: z.nullable(z.string()),
  inAppClientSecretSealed: z.nullable(z.string()),
  settings: z.unknown(),
  provision: z.boolean(),
});

export type ThirdPartySourceRecord = {
  clientId: string;
  clientSecret: string;
  /** The app of the provider's in-app authorisation when it is another (WeChat's official account). */
  inAppClient: AppClient | null;
  settings: unknown;
  provision: boolean;
};

// The sealed secrets are bound to their tenant, kind and app: copied onto another row or column they do not open.
const sealContext = (enterpriseId: string, kind: ThirdPartyKind) =>
  `third-party-source:${enterpriseId}:${kind}`;
const inAppSealContext = (enterpriseId: string, kind: ThirdPartyKind) =>
  `${sealContext(enterpriseId, kind)}:in-app`;

/** The tenant's enabled source of `kind`, its secret opened; null if none. Throws when the secret does not open. */
export async function findThirdPartySource(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  kind: ThirdPartyKind,
): Promise<ThirdPartySourceRecord | null> {
  const row = await db.row(
    SourceRow,
    `select client_id as "clientId", client_secret_sealed as "clientSecretSealed",
       in_app_client_id as "inAppClientId", in_app_client_secret_sealed as "inAppClientSecretSealed", settings,
       provision
     from third_party_source where enterprise_id = $1 and kind = $2 and enabled`,
    [enterpriseId, kind],
  );
  if (!row) return null;
  const clientSecret = secretBox.open(row.clientSecretSealed, sealContext(enterpriseId, kind));
  const inAppClient =
    row.inAppClientId && row.inAppClientSecretSealed
      ? {
          clientId: row.inAppClientId,
          clientSecret: secretBox.open(row.inAppClientSecretSealed, inAppSealContext(enterpriseId, kind)),
        }
      : null;
  return {
    clientId: row.clientId,
    clientSecret,
    inAppClient,
    settings: row.settings,
    provision: row.provision,
  };
}

/** The settings of the tenant's enabled sources of `kinds` (no secret opened: only their addresses are read). */
export async function enabledSourceSettings(
  db: Queryable,
  enterpriseId: string,
  kinds: readonly ThirdPartyKind[],
): Promise<{ kind: string; settings: unknown }[]> {
  return db.rows(
    z.object({ kind: z.string(), settings: z.unknown() }),
    `select kind, settings from third_party_source
     where enterprise_id = $1 and enabled and kind = any($2::text[]) order by kind`,
    [enterpriseId, [...kinds]],
  );
}

/** Creates or replaces the tenant's source of `kind`, its secret sealed, switched on or off. */
export async function saveThirdPartySource(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  kind: ThirdPartyKind,
  source: ThirdPartySourceRecord & { enabled: boolean },
) {
  await db.run(
    `insert into third_party_source (enterprise_id, kind, client_id, client_secret_sealed, settings, provision,
       enabled, in_app_client_id, in_app_client_secret_sealed)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (enterprise_id, kind) do update set client_id = excluded.client_id,
       client_secret_sealed = excluded.client_secret_sealed, settings = excluded.settings,
       provision = excluded.provision, enabled = excluded.enabled,
       in_app_client_id = excluded.in_app_client_id,
       in_app_client_secret_sealed = excluded.in_app_client_secret_sealed`,
    [
      enterpriseId,
      kind,
      source.clientId,
      secretBox.seal(source.clientSecret, sealContext(enterpriseId, kind)),
      JSON.stringify(source.settings),
      source.provision,
      source.enabled,
      source.inAppClient?.clientId ?? null,
      source.inAppClient
        ? secretBox.seal(source.inAppClient.clientSecret, inAppSealContext(enterpriseId, kind))
        : null,
    ],
  );
}

/** Whether a first login through the tenant's source of `kind` makes a local account. */
export async function setSourceProvision(
  db: Queryable,
  enterpriseId: string,
  kind: ThirdPartyKind,
  on: boolean,
) {
  await db.run('update third_party_source set provision = $3 where enterprise_id = $1 and kind = $2', [
    enterpriseId,
    kind,
    on,
  ]);
}

/**
 * Points the tenant's sources from one demo provider origin to another (the demo identity process moves when
 * a test or DEMO_IDP_URL starts it elsewhere): every URL of their settings that starts with `from`, and the
 * issuers their links were made under with them (the same provider, moved), and its DingTalk OIDC plugins.
 * The count of sources and plugins.
 */
export async function moveThirdPartySources(db: Queryable, enterpriseId: string, from: string, to: string) {
  await moveLinkIssuers(db, enterpriseId, from, to);
  const moved = await db.rows(
    z.object({ kind: z.string() }),
    `update third_party_source set settings = replace(settings::text, $2, $3)::jsonb
     where enterprise_id = $1 and position($2 in settings::text) > 0 returning kind`,
    [enterpriseId, JSON.stringify(from).slice(1, -1), JSON.stringify(to).slice(1, -1)],
  );
  return moved.length + (await moveDingTalkOidcPlugins(db, enterpriseId, from, to));
}
