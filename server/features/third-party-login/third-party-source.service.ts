import { THIRD_PARTY_REFUSALS as REFUSALS } from '../../../schemas/third-party-login.schema';
import { type ThirdPartyKind } from '../../../schemas/third-party-sources';
import type { Deps } from '../../deps';
import type { CallOutcome } from '../call-outcome';
import { CONNECTORS, type SourceConnector } from './connectors/connectors';
import { findDingTalkOidcPluginSource } from '../dingtalk-oidc-plugin/dingtalk-oidc-plugin.repo';
import { invalid } from './third-party-outcome';
import { findThirdPartySource, type ThirdPartySourceRecord } from './third-party-source.repo';

export type OpenedSource = { source: ThirdPartySourceRecord; connector: SourceConnector };

/**
 * The tenant's enabled source of `kind` (or its DingTalk OIDC plugin `pluginId`, a source of that kind) and its
 * connector: `sourceUnavailable` without either, and when its secret does not open (sealed under another
 * SECRETS_KEY; logged, the administrator must save it again).
 */
export async function openThirdPartySource(
  deps: Deps,
  enterpriseId: string,
  kind: ThirdPartyKind,
  pluginId: string | null = null,
): Promise<CallOutcome<OpenedSource>> {
  const connector = CONNECTORS[kind];
  if (!connector) return invalid(REFUSALS.sourceUnavailable);
  const find = pluginId
    ? findDingTalkOidcPluginSource(deps.db, deps.secretBox, enterpriseId, pluginId)
    : findThirdPartySource(deps.db, deps.secretBox, enterpriseId, kind);
  const source = await unsealedOrNull(find, `Source ${kind} ${pluginId ?? ''} of tenant ${enterpriseId}`);
  if (!source) return invalid(REFUSALS.sourceUnavailable);
  return { ok: true, data: { source, connector } };
}

/**
 * What `find` found, or null when nothing, or when the secret does not open (sealed under another SECRETS_KEY:
 * logged as `what`'s, the administrator must save it again).
 */
export function unsealedOrNull<T>(find: Promise<T | null>, what: string): Promise<T | null> {
  return find.catch((error: unknown) => {
    console.error(`${what}: its secret does not open: ${String(error)}`);
    return null;
  });
}
