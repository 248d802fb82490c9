import * as z from 'zod/mini';
import { type Endpoint, SOURCE_IN_PATH } from '../../schemas/endpoint';
import { needsPaidEdition } from '../../schemas/rules/edition.rule';
import { THIRD_PARTY_ADAPTERS, ThirdPartyKind } from '../../schemas/third-party-sources';
import type { Deps } from '../deps';
import { namedTenant } from '../features/call-outcome';
import type { Tenant } from '../tenant/tenant.repo';

// Every login type's calls name their tenant so (`_enterprise_id`, in the query or the body), but a registration,
// whose form names it `enterpriseId` as POST register's does (the plugin's register/adapter/binding); none: the
// default. Each field is read alone, so a call's other one, of another shape, hides nothing.
const name = z.catch(z.optional(z.nullable(z.string())), undefined);
const Named = z.object({ _enterprise_id: name, enterpriseId: name });
const SourceParams = z.object({ adapter: ThirdPartyKind });

const namedIn = (...parts: unknown[]) =>
  parts
    .map((part) => Named.safeParse(part).data)
    .flatMap((named) => [named?._enterprise_id, named?.enterpriseId])
    .find(Boolean);

/**
 * The adapter id a call signs in with: the endpoint's, or the third-party source its path names (its schema
 * took it already; were it none, the call stays of no type the free edition offers).
 */
function loginTypeOf(loginType: string, params: unknown): string {
  if (loginType !== SOURCE_IN_PATH) return loginType;
  const source = SourceParams.safeParse(params);
  return source.success ? THIRD_PARTY_ADAPTERS[source.data.adapter] : loginType;
}

/**
 * The edition gate before a login type's call (the endpoint's `loginType`): the free edition offers the
 * password alone (SPEC 2, rules/edition.rule.ts), and hiding the other types on the page is not enough, as
 * their calls can be made without it. So a call of another type for a tenant on the free edition is refused
 * here, for every such endpoint at once. The tenant is the one the parsed query or body names, else the
 * default; an unknown one is left to the handler, which refuses it its own way.
 */
export async function refusedByEdition(
  deps: Deps,
  endpoint: Endpoint,
  defaultTenant: Tenant,
  input: { params: unknown; query: unknown; body: unknown },
): Promise<boolean> {
  if (!endpoint.loginType) return false;
  const loginType = loginTypeOf(endpoint.loginType, input.params);
  const named = namedIn(input.query, input.body);
  const tenant = await namedTenant(deps, defaultTenant, named ?? undefined);
  return tenant !== null && needsPaidEdition(tenant.settings.edition, loginType);
}
