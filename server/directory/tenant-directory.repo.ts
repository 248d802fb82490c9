import * as z from 'zod/mini';
import type { SecretBox } from '../crypto/secret-box';
import type { Queryable } from '../db/db';

const Security = z.enum(['none', 'ldaps', 'starttls']);

const DirectoryRow = z.object({
  url: z.string(),
  security: Security,
  caPem: z.nullable(z.string()),
  bindDn: z.string(),
  bindPasswordSealed: z.string(),
  baseDn: z.string(),
  userFilter: z.string(),
  usernameAttribute: z.string(),
  mailAttribute: z.nullable(z.string()),
  mobileAttribute: z.nullable(z.string()),
  displayNameAttribute: z.nullable(z.string()),
  timeoutMs: z.int(),
});

/** A tenant's directory, its service account's password opened. */
export type TenantDirectory = Omit<z.output<typeof DirectoryRow>, 'bindPasswordSealed'> & {
  bindPassword: string;
};

const sealContext = (enterpriseId: string, enterpriseAuthId: string) =>
  `tenant_directory:${enterpriseId}:${enterpriseAuthId}`;

/** The directory behind a tenant's adapter; null when the adapter is not a directory of the tenant. */
export async function findTenantDirectory(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  enterpriseAuthId: string,
): Promise<TenantDirectory | null> {
  const row = await db.row(
    DirectoryRow,
    `select url, security, ca_pem as "caPem", bind_dn as "bindDn", bind_password_sealed as "bindPasswordSealed",
       base_dn as "baseDn", user_filter as "userFilter", username_attribute as "usernameAttribute",
       mail_attribute as "mailAttribute", mobile_attribute as "mobileAttribute",
       display_name_attribute as "displayNameAttribute", timeout_ms as "timeoutMs"
     from tenant_directory where enterprise_id = $1 and enterprise_auth_id = $2`,
    [enterpriseId, enterpriseAuthId],
  );
  if (!row) return null;
  const { bindPasswordSealed, ...directory } = row;
  return {
    ...directory,
    bindPassword: secretBox.open(bindPasswordSealed, sealContext(enterpriseId, enterpriseAuthId)),
  };
}

/** Sets (or replaces) the directory behind a tenant's adapter. */
export async function saveTenantDirectory(
  db: Queryable,
  secretBox: SecretBox,
  enterpriseId: string,
  enterpriseAuthId: string,
  directory: TenantDirectory,
): Promise<void> {
  const d = directory;
  await db.run(
    `insert into tenant_directory (enterprise_id, enterprise_auth_id, url, security, ca_pem, bind_dn,
       bind_password_sealed, base_dn, user_filter, username_attribute, mail_attribute, mobile_attribute,
       display_name_attribute, timeout_ms)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (enterprise_id, enterprise_auth_id) do update set url = excluded.url,
       security = excluded.security, ca_pem = excluded.ca_pem, bind_dn = excluded.bind_dn,
       bind_password_sealed = excluded.bind_password_sealed, base_dn = excluded.base_dn,
       user_filter = excluded.user_filter, username_attribute = excluded.username_attribute,
       mail_attribute = excluded.mail_attribute, mobile_attribute = excluded.mobile_attribute,
       display_name_attribute = excluded.display_name_attribute, timeout_ms = excluded.timeout_ms`,
    [
      enterpriseId,
      enterpriseAuthId,
      d.url,
      d.security,
      d.caPem,
      d.bindDn,
      secretBox.seal(d.bindPassword, sealContext(enterpriseId, enterpriseAuthId)),
      d.baseDn,
      d.userFilter,
      d.usernameAttribute,
      d.mailAttribute,
      d.mobileAttribute,
      d.displayNameAttribute,
      d.timeoutMs,
    ],
  );
}

/** Points a tenant's directory adapter at another server (the demo directory's port changes every start). */
export async function moveTenantDirectory(
  db: Queryable,
  enterpriseId: string,
  enterpriseAuthId: string,
  url: string,
): Promise<boolean> {
  return db.exists(
    `update tenant_directory set url = $3 where enterprise_id = $1 and enterprise_auth_id = $2 returning 1`,
    [enterpriseId, enterpriseAuthId, url],
  );
}
