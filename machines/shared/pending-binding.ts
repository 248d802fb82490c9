import { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import type { ThirdPartyKind } from '../../schemas/third-party-sources';

/** A third-party account waiting to be linked (adapter-bind.machine; Alilang's sign-in). */
export type ThirdPartyBindingRef = { kind: ThirdPartyKind; uuid: string };
/** A plugin's person waiting to be linked (plugin-bind.machine): the trace, and the code its check was given. */
export type PluginBindingRef = { kind: typeof PLUGIN_ADAPTER; traceId: string; authCode: string };

/** The binding the password login that signs a local account in, or the registration that makes one, links. */
export type PendingBindingRef = ThirdPartyBindingRef | PluginBindingRef;

/** A third-party page's binding call meets only its own kind of binding: a plugin's is a bug, refused. */
export function thirdPartyBinding(binding: PendingBindingRef): ThirdPartyBindingRef {
  if (binding.kind === PLUGIN_ADAPTER) throw new Error('A plugin binding on a third-party page');
  return binding;
}

/** The plugin's binding call meets only a plugin's binding: another is a bug, refused. */
export function pluginBinding(binding: PendingBindingRef): PluginBindingRef {
  if (binding.kind !== PLUGIN_ADAPTER) throw new Error('A third-party binding on a plugin page');
  return binding;
}
