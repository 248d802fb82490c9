import { type LoginContext, type SpApplication, spApplicationOf } from '../../schemas/login-context.schema';
import type { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import type { RedirectKind } from '../../schemas/third-party-sources';
import type { GrantRoute } from './grant';

/** What `/adapterLogin` leaves for: a provider of a redirect kind, or a tenant's plugin source. */
export type StartKind = RedirectKind | typeof PLUGIN_ADAPTER;

/**
 * What login_ is asked with, by the page's link to a source and by an embedded QR panel alike; `application`:
 * the service provider's application the login is for (IDAAS_SP's spData), kept by the server.
 */
export type StartQuery<K extends StartKind = StartKind> = {
  kind: K;
  clientId: string;
  enterpriseId: string;
  application: SpApplication | null;
  /** The DingTalk OIDC plugin signed in through (oidc_code_adapter), the plugin source (plugin), or null. */
  pluginId: string | null;
};

/**
 * What `/adapterLogin` starts with: the source's query and the route its proof is granted by (grant.ts), which a
 * plugin source's trace carries (a chain step's code as generate_trace_id's `authCode`).
 */
export type AdapterStartQuery = StartQuery & { grant: GrantRoute };

export const startQueryOf = <K extends StartKind>(context: {
  kind: K;
  clientId: string;
  enterpriseId: string;
  loginContext: LoginContext;
  pluginId?: string | null;
}): StartQuery<K> => ({
  kind: context.kind,
  clientId: context.clientId,
  enterpriseId: context.enterpriseId,
  application: spApplicationOf(context.loginContext),
  pluginId: context.pluginId ?? null,
});
