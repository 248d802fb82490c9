import { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import type { ThirdPartyKind } from '../../schemas/third-party-sources';

/** A third-party account waiting to be linked (machines/bind; Alilang's sign-in). */
export type ThirdPartyBindingRef = { kind: ThirdPartyKind; uuid: string };
/** A plugin's person waiting to be linked (machines/bind): the trace, and the code its check was given. */
export type PluginBindingRef = { kind: typeof PLUGIN_ADAPTER; traceId: string; authCode: string };

/** The binding the password login that signs a local account in, or the registration that makes one, links. */
export type PendingBindingRef = ThirdPartyBindingRef | PluginBindingRef;
