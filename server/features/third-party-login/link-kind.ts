import type { ThirdPartyKind } from '../../../schemas/third-party-sources';

/**
 * What a sign-in's state, a pending binding and a link are of: a third-party source's kind (one per kind in a
 * tenant), or one of the tenant's plugin sources, which it names itself (`plugin:{enterpriseAuthId}`; the
 * colon no kind has keeps the two apart). Plugin sources sign in through the same states, bindings and links.
 */
export type LinkKind = ThirdPartyKind | PluginLinkKind;
export type PluginLinkKind = `plugin:${string}`;

export const pluginLinkKind = (enterpriseAuthId: string): PluginLinkKind => `plugin:${enterpriseAuthId}`;

/** The plugin source's enterpriseAuthId a kind names, or null for a third-party kind (or any other text). */
export const pluginSourceOf = (kind: string): string | null =>
  kind.startsWith('plugin:') ? kind.slice('plugin:'.length) : null;
