import * as z from 'zod/mini';
import type { Adapter } from './boot.schema';
import { APPLICATION_CODE_AUTH_TYPE, DESKTOP_CLIENT_MARKER } from './spec-constants';

/**
 * A tenant's plugin login source (issue 15) is an adapter of `load_auths` like any other; its id, which the
 * tenant chooses, says it is a plugin: `plugin_` and lower-case letters, digits or underscores. The ids SPEC
 * gives other meanings (the application second factor's auth type, the desktop client's marker) are none. The
 * server saves a source only under such an id, and the login page offers a button for each.
 */
const RESERVED: readonly string[] = [APPLICATION_CODE_AUTH_TYPE, DESKTOP_CLIENT_MARKER];

export const PluginSourceId = z.string().check(
  z.regex(/^plugin_[a-z0-9_]{1,56}$/),
  z.refine((id) => !RESERVED.includes(id)),
);
export type PluginSourceId = z.infer<typeof PluginSourceId>;

export const isPluginSourceId = (id: string): id is PluginSourceId => PluginSourceId.safeParse(id).success;

/** The plugin sources of an adapter list shown on this device, in the tenant's order. */
export const pluginSourcesOf = (adapters: readonly Adapter[], mobile: boolean): Adapter[] =>
  adapters.filter(
    (adapter) =>
      isPluginSourceId(adapter.enterpriseAuthId) &&
      adapter.display &&
      adapter.clientDevices.includes(mobile ? 'MOBILE_H5' : 'PC_BROWSER'),
  );

/** `/adapterLogin?adapter=plugin&pluginId=…`: the login page's button of a plugin source. */
export const PLUGIN_ADAPTER = 'plugin';

/**
 * The plugin calls' login type for the free edition's gate (edition-gate.ts): a tenant names its plugin sources
 * itself (`enterpriseAuthId`), so their calls share this one type, which the free edition does not offer.
 */
export const PLUGIN_LOGIN_TYPE = 'plugin';

/** The hash route a plugin returns the browser to (SPEC 2), below the login page's base path. */
export const PLUGIN_CALLBACK_ROUTE = '/adapterPluginCallback';

/** A trace, a plugin's code: opaque, printable, bounded. */
export const Opaque = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[\x21-\x7e]+$/));

/**
 * The query of `/adapterPluginCallback` (SPEC 2): the plugin's answer. Malformed values read as absent, so a
 * bad URL shows the trace error, never a broken page.
 */
export const PluginCallbackSearch = z.object({
  traceId: z.catch(z.optional(Opaque), undefined),
  authCode: z.catch(z.optional(Opaque), undefined),
});
export type PluginCallbackSearch = z.infer<typeof PluginCallbackSearch>;
