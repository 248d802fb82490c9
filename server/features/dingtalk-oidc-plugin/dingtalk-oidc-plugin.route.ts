import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { answer } from '../boot/boot.route';
import { dingTalkOidcPluginsData } from './dingtalk-oidc-plugin.service';

/** GET application/plugin_oidc_dingtalk/getODICDingTalkPluginList: the tenant's enabled DingTalk OIDC plugins. */
export const dingTalkOidcPluginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.dingTalkOidcPlugins, async ({ c, query }) =>
    answer(c, await dingTalkOidcPluginsData(deps.db, query.enterpriseId)),
  );
};
