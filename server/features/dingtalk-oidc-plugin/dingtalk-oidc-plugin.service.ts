import type { Queryable } from '../../db/db';
import { findTenant } from '../../tenant/tenant.repo';
import { type BootResult, type DataOf, UNKNOWN_TENANT } from '../boot/boot.service';
import { listDingTalkOidcPlugins } from './dingtalk-oidc-plugin.repo';

/** getODICDingTalkPluginList's answer (a boot call, so the login page may carry it): the enabled plugins. */
export async function dingTalkOidcPluginsData(
  db: Queryable,
  enterpriseId?: string,
): Promise<BootResult<DataOf<'dingTalkOidcPlugins'>>> {
  const tenant = await findTenant(db, enterpriseId);
  if (!tenant) return UNKNOWN_TENANT;
  return { data: await listDingTalkOidcPlugins(db, tenant.id) };
}
