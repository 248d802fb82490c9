/**
 * The browser's side of a plugin source's return and its fields: their machines and pages, downloaded when
 * used. The binding and the registration compose other features' parts, so src/app/flow-code.tsx holds them.
 */
import { msg } from '@lingui/core/macro';
import { freshImport } from '../../effects/chunk-retry';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import type { FlowCodes } from '../../shared/flow-code';
import { lazyPage } from '../../shared/lazy-page';

/** The plugin sources' flows, one module (src/app/flow-code.tsx composes the binding and registration from it). */
export const loadPluginLogin = () => freshImport(() => import('./plugin-login.flow'));
/** A plugin page: its module with the plugins' catalog. */
const pluginPage = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  view: K,
) => lazyPage(withFlowCatalog('plugin-login', load), view);

export const PLUGIN_LOGIN_CODE = {
  pluginCallback: {
    load: async (deps) => (await loadPluginLogin()).pluginCallbackFlow(deps),
    steps: async () => (await loadPluginLogin()).PLUGIN_LOGIN_STEPS.pluginCallback,
    page: pluginPage(() => import('./plugin-callback.view'), 'PluginCallbackView'),
    title: msg`外部系统登录`,
  },
  pluginComplement: {
    load: async (deps) => (await loadPluginLogin()).pluginComplementFlow(deps),
    steps: async () => (await loadPluginLogin()).PLUGIN_LOGIN_STEPS.pluginComplement,
    page: pluginPage(() => import('./plugin-complement.view'), 'PluginComplementView'),
    title: msg`补充账号信息`,
  },
} satisfies FlowCodes;
