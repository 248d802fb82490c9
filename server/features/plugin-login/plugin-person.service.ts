import { COMPOSITE_REFUSALS } from '../../../schemas/composite-step.schema';
import { PLUGIN_REFUSALS as REFUSALS, type TraceCheck } from '../../../schemas/plugin-login.schema';
import type { PluginPerson } from '../../../schemas/plugin-token.schema';
import { THIRD_PARTY_REFUSALS } from '../../../schemas/third-party-login.schema';
import type { LoginUser } from '../../account/user.repo';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { OVER_QUOTA, overQuotaRefusal } from '../../license/license.service';
import type { Tenant } from '../../tenant/tenant.repo';
import type { CallOutcome } from '../call-outcome';
import type { ExternalIdentity } from '../third-party-login/connector';
import { pluginLinkKind } from '../third-party-login/link-kind';
import { findLinkedUser } from '../third-party-login/linked-identity.repo';
import { keepPendingBinding } from '../third-party-login/linked-or-binding.service';
import { chainStep } from '../composite/chain-step.service';
import { issueLinkedToken, linkedLoginBar } from '../third-party-login/linked-sign-in.service';
import { autoBind, autoCreate, type Unlinked } from './auto-account.service';
import type { PluginSource } from './plugin-source.repo';
import { waitingHash } from './plugin-trace.service';

/** A checked trace: its id, the plugin's code, the browser; a chain's step names the chain's code by digest. */
export type CheckedTrace = {
  traceId: string;
  authCode: string;
  browserId: string;
  chainCodeHash: string | null;
};

type Settled = CallOutcome<TraceCheck>;
const answer = (data: TraceCheck): Settled => ({ ok: true, data });

/**
 * Who the plugin vouched for: the plugin is the tenant's own system, so the mail and phone it sends count as
 * the person's. A link holds under the source's client id (the registration the plugin vouches under).
 */
export const pluginIdentity = (source: PluginSource, person: PluginPerson): ExternalIdentity => ({
  issuer: source.clientId,
  subject: person.subject,
  displayName: person.name,
  preferredUsername: person.username,
  email: person.email,
  phone: person.phone,
  emailVerified: true,
  phoneVerified: true,
});

/**
 * The trace check's outcome for the person (SPEC 4, plugin binding result): the linked account signs in; else a
 * source that binds by an attribute links the one account with its value (auto-account.service.ts); else a
 * source that makes accounts makes one, or first has the trace wait for the fields it requires
 * (`needComplementField`); else the trace waits for bind_user (`needBind`). A source that does both binds
 * first, and makes an account only when no account has the value. A waiting trace is a pending binding under
 * `waitingHash` (this browser, 10 minutes).
 */
export async function settlePluginPerson(
  deps: Deps,
  tenant: Tenant,
  source: PluginSource,
  person: PluginPerson,
  trace: CheckedTrace,
): Promise<Settled> {
  const unlinked: Unlinked = {
    enterpriseId: tenant.id,
    kind: pluginLinkKind(source.enterpriseAuthId),
    identity: pluginIdentity(source, person),
  };
  const linked = await findLinkedUser(deps.db, tenant.id, unlinked.kind, unlinked.identity);
  if (linked) return signInPluginUser(deps, tenant, source, linked, trace);
  // Inside a chain the person must be an account's already: the chain links and makes none (its first step
  // fixed who signs in).
  if (trace.chainCodeHash) return answer({ auth: false, done: false, message: COMPOSITE_REFUSALS.notLinked });
  if (source.autoBind) {
    const bound = await autoBind(deps, unlinked, source.autoBind);
    if ('user' in bound) return signInPluginUser(deps, tenant, source, bound.user, trace);
    if (!source.autoCreate || bound.refusal === REFUSALS.bindFailed)
      return answer({ autoBindFalid: true, message: bound.refusal });
  }
  if (!source.autoCreate) {
    await waitFor(deps, unlinked, waitingHash('bind', trace.traceId, trace.authCode), trace);
    return answer({ needBind: true });
  }
  const made = await autoCreate(deps, unlinked, source.complementFields);
  if (made === OVER_QUOTA) return overQuotaRefusal;
  if ('user' in made) return signInPluginUser(deps, tenant, source, made.user, trace);
  if ('refusal' in made) return answer({ autoCreateFalid: true, message: made.refusal });
  await waitFor(deps, unlinked, waitingHash('complement', trace.traceId), trace);
  return answer({ needComplementField: true });
}

const waitFor = (
  deps: Deps,
  { enterpriseId, kind, identity }: Unlinked,
  bindingHash: string,
  trace: CheckedTrace,
) =>
  keepPendingBinding(
    deps,
    { bindingHash, enterpriseId, kind, browserHash: sha256Hex(trace.browserId) },
    identity,
    null,
  );

/**
 * The linked account signs in as a third-party source's does (its lock and state judged), by the source's id;
 * a composite chain decides first, and its step answers instead of a token (chain-step.service.ts).
 */
export async function signInPluginUser(
  deps: Deps,
  tenant: Tenant,
  source: PluginSource,
  user: LoginUser,
  { browserId, chainCodeHash }: Pick<CheckedTrace, 'browserId' | 'chainCodeHash'>,
): Promise<Settled> {
  const authType = source.enterpriseAuthId;
  const barred = await linkedLoginBar(deps, tenant, user);
  const step =
    !barred && (await chainStep(deps, tenant, { userId: user.id, authType, browserId, chainCodeHash }));
  if (step) return answer(step);
  const signedIn = barred ?? (await issueLinkedToken(deps, tenant, authType, user, browserId));
  if (signedIn.ok) return answer({ accessToken: signedIn.data.accessToken, portalBound: true, auth: true });
  const pending = signedIn.message === THIRD_PARTY_REFUSALS.accountPending;
  // Inside a chain, in the chain's shape (`done`), so the page keeps the chain's refusal apart from a login's.
  return answer({
    auth: false,
    ...(chainCodeHash && { done: false }),
    message: pending ? REFUSALS.accountPending : REFUSALS.accountUnavailable,
  });
}
