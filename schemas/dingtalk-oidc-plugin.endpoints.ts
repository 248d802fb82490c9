/**
 * DingTalk through OIDC plugins (SPEC 7 boot calls), a group of the endpoint table of its own: the page asks
 * for them after the first screen's calls, from code it downloads then, so the first download carries none of it.
 */
import { TenantQuery } from './boot.schema';
import { DingTalkOidcPluginListResponse } from './dingtalk-oidc-plugin.schema';
import { endpoint } from './endpoint';

export const DINGTALK_OIDC_PLUGIN_ENDPOINTS = {
  dingTalkOidcPlugins: endpoint({
    method: 'GET',
    access: 'public',
    path: 'application/plugin_oidc_dingtalk/getODICDingTalkPluginList',
    query: TenantQuery,
    response: DingTalkOidcPluginListResponse,
  }),
} as const;
