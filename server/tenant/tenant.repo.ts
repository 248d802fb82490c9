import * as z from 'zod/mini';
import type { Queryable } from '../db/db';
import { parseTenantSettings, type TenantSettings } from './tenant-settings.schema';

const text = z.nullable(z.string());

/** An enterprise row; its tunables are parsed with their defaults (a bad stored value gives all defaults). */
const TenantRow = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: text,
  clientId: z.string(),
  instanceId: z.string(),
  themeColor: text,
  instanceState: z.string(),
  ipAllowlist: z.array(z.string()),
  idpName: text,
  idpVersion: text,
  title: text,
  titleEn: text,
  icon: text,
  idaasAdapter: text,
  idaasH5Adapter: text,
  loginPageConfig: text,
  settings: z.pipe(z.unknown(), z.transform(parseTenantSettings)),
});
export type Tenant = z.output<typeof TenantRow>;

const SELECT = `select id, name, name_en as "nameEn", client_id as "clientId", instance_id as "instanceId",
  theme_color as "themeColor", instance_state as "instanceState", ip_allowlist as "ipAllowlist",
  idp_name as "idpName", idp_version as "idpVersion", title, title_en as "titleEn", icon,
  idaas_adapter as "idaasAdapter", idaas_h5_adapter as "idaasH5Adapter",
  login_page_config as "loginPageConfig", settings
  from enterprise`;

/** The tenant named by `enterpriseId`, or the instance's default tenant when none is named. */
export async function findTenant(db: Queryable, enterpriseId?: string | null): Promise<Tenant | null> {
  return enterpriseId
    ? db.row(TenantRow, `${SELECT} where id = $1`, [enterpriseId])
    : db.row(TenantRow, `${SELECT} where is_default`);
}

/** Merges `patch` into the stored tunables (used by tests and operators). */
export async function updateTenantSettings(
  db: Queryable,
  enterpriseId: string,
  patch: Partial<TenantSettings>,
) {
  await db.run('update enterprise set settings = settings || $2::jsonb where id = $1', [
    enterpriseId,
    JSON.stringify(patch),
  ]);
}

/** The instance-wide switches the API guard reads on every call (used by tests and operators). */
export async function setInstanceSwitches(
  db: Queryable,
  enterpriseId: string,
  switches: { instanceState: 'active' | 'expired'; ipAllowlist: string[] },
) {
  await db.run('update enterprise set instance_state = $2, ip_allowlist = $3 where id = $1', [
    enterpriseId,
    switches.instanceState,
    switches.ipAllowlist,
  ]);
}
