import type { Queryable } from '../db/db';
import { parseTenantSettings, type TenantSettings } from './tenant-settings';

export interface Tenant {
  id: string;
  name: string;
  nameEn: string | null;
  clientId: string;
  instanceId: string;
  themeColor: string | null;
  instanceState: string;
  ipAllowlist: string[];
  idpName: string | null;
  idpVersion: string | null;
  title: string | null;
  titleEn: string | null;
  icon: string | null;
  idaasAdapter: string | null;
  idaasH5Adapter: string | null;
  loginPageConfig: string | null;
  settings: TenantSettings;
}

interface TenantRow extends Omit<Tenant, 'settings'> {
  settings: unknown;
}

const SELECT = `select id, name, name_en as "nameEn", client_id as "clientId", instance_id as "instanceId",
  theme_color as "themeColor", instance_state as "instanceState", ip_allowlist as "ipAllowlist",
  idp_name as "idpName", idp_version as "idpVersion", title, title_en as "titleEn", icon,
  idaas_adapter as "idaasAdapter", idaas_h5_adapter as "idaasH5Adapter",
  login_page_config as "loginPageConfig", settings
  from enterprise`;

const toTenant = (row: TenantRow | undefined): Tenant | null =>
  row ? { ...row, settings: parseTenantSettings(row.settings) } : null;

/** The tenant named by `enterpriseId`, or the instance's default tenant when none is named. */
export async function findTenant(db: Queryable, enterpriseId?: string | null): Promise<Tenant | null> {
  const result = enterpriseId
    ? await db.query<TenantRow>(`${SELECT} where id = $1`, [enterpriseId])
    : await db.query<TenantRow>(`${SELECT} where is_default`);
  return toTenant(result.rows[0]);
}

/** Merges `patch` into the stored tunables (used by tests and operators). */
export async function updateTenantSettings(
  db: Queryable,
  enterpriseId: string,
  patch: Partial<TenantSettings>,
) {
  await db.query('update enterprise set settings = settings || $2::jsonb where id = $1', [
    enterpriseId,
    JSON.stringify(patch),
  ]);
}
