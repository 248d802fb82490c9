import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { findTenant } from '../../tenant/tenant.repo';
import { UNKNOWN_TENANT } from '../boot/boot.service';
import { listDingTalkOidcPlugins } from './dingtalk-oidc-plugin.repo';

/** GET application/plugin_oidc_dingtalk/getODICDingTalkPluginList: the tenant's enabled DingTalk OIDC plugins. */
export const dingTalkOidcPluginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.dingTalkOidcPlugins, async ({ c, query }) => {
    const tenant = await findTenant(deps.db, query.enterpriseId);
    if (!tenant) return fail(c, ...UNKNOWN_TENANT.refused);
    return okBody(await listDingTalkOidcPlugins(deps.db, tenant.id));
  });
};
