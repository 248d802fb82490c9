import {
  THIRD_PARTY_REFUSALS as REFUSALS,
  type BindingAnswer,
  type BindingQuery,
  type LoginBindingRequest,
} from '../../../schemas/third-party-login.schema';
import type { RestTokenRequest } from '../../../schemas/password-login.schema';
import {
  bindingQuerySignsIn,
  THIRD_PARTY_ADAPTERS,
  type ThirdPartyKind,
} from '../../../schemas/third-party-sources';
import { accountBar } from '../../account/account-bar';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import type { LinkKind } from '../third-party-login/link-kind';
import type { CheckCredential, GrantCaller, LoginOutcome } from '../password-login/password-grant.service';
import { lacksRequiredDevice, passwordGrant } from '../password-login/password-grant.service';
import { storedPassword } from '../password-login/password-login.service';
import type { LoginUser } from '../../account/user.repo';
import { findLinkedUser, linkIdentity } from '../third-party-login/linked-identity.repo';
import { signInLinked } from '../third-party-login/linked-sign-in.service';
import {
  findLiveBinding,
  spendPendingBinding,
  type BindingKey,
  type LiveBinding,
} from '../third-party-login/pending-binding.repo';
import { invalid, thirdPartyTenant, type ThirdPartyOutcome } from '../third-party-login/third-party-outcome';
import { passwordChainRefusal } from '../composite/chain-step.service';

export const bindingKey = (tenant: Tenant, kind: LinkKind, uuid: string, browserId: string): BindingKey => ({
  bindingHash: sha256Hex(uuid),
  enterpriseId: tenant.id,
  kind,
  browserHash: sha256Hex(browserId),
});

/**
 * GET authenticate/{adapter}/login_binding: whose external account waits, for this browser only. Where the
 * query signs in (WeCom, BINDING_QUERY_SIGNS_IN) and the person got linked meanwhile, her token instead.
 */
export async function pendingBinding(
  deps: Deps,
  defaultTenant: Tenant,
  kind: ThirdPartyKind,
  query: BindingQuery,
  browserId: string,
): Promise<ThirdPartyOutcome<BindingAnswer>> {
  const tenant = await thirdPartyTenant(deps, defaultTenant, query._enterprise_id);
  if (!tenant) return invalid('invalid query: _enterprise_id');
  const key = bindingKey(tenant, kind, query.uuid, browserId);
  const binding = await findLiveBinding(deps.db, key, deps.clock.now());
  if (!binding) return invalid(REFUSALS.bindingInvalid);
  const linked = bindingQuerySignsIn(kind) ? await findLinkedUser(deps.db, tenant.id, kind, binding) : null;
  if (linked) return signInLinkedMeanwhile(deps, tenant, kind, key, { user: linked, binding }, browserId);
  return {
    ok: true,
    data: { loginIdp: kind, displayName: binding.displayName, expiresAt: binding.expiresAt.getTime() },
  };
}

// The binding is spent first, in one statement: of two queries racing, one signs in and the other finds no
// binding, so the uuid stays single use. A linked account that may not sign in (pending, disabled) is refused
// as at the source's own sign-in; the binding, of no use any more (its person is linked), stays spent.
async function signInLinkedMeanwhile(
  deps: Deps,
  tenant: Tenant,
  kind: ThirdPartyKind,
  key: BindingKey,
  { user, binding }: { user: LoginUser; binding: LiveBinding },
  browserId: string,
): Promise<ThirdPartyOutcome<BindingAnswer>> {
  if (!(await spendPendingBinding(deps.db, key, deps.clock.now()))) return invalid(REFUSALS.bindingInvalid);
  const signedIn = await signInLinked(deps, tenant, THIRD_PARTY_ADAPTERS[kind], user, browserId);
  if (!signedIn.ok) return signedIn;
  const { accessToken } = signedIn.data;
  const application = binding.applicationId === null ? {} : { applicationUuid: binding.applicationId };
  return { ok: true, data: { loginIdp: kind, accessToken, ...application } };
}

/**
 * POST authenticate/{adapter}/login_binding: rest_token's password grant (SM2 challenge, address wait, lock,
 * captcha, password, account state, all its answers), whose check links the account once the password is
 * right: the binding spent and the link made in one transaction, or `binding_invalid`, `openid_bound`,
 * `username_bound` (SPEC 8), none counted as a failure. An account that may not sign in is not linked.
 */
export async function loginBinding(
  deps: Deps,
  defaultTenant: Tenant,
  kind: ThirdPartyKind,
  request: LoginBindingRequest,
  caller: GrantCaller & { browserId: string },
): Promise<LoginOutcome> {
  const tenant = await thirdPartyTenant(deps, defaultTenant, request._enterprise_id ?? undefined);
  if (!tenant) return { ok: false, errorCase: 'invalid_client' };
  const key = bindingKey(tenant, kind, request.uuid, caller.browserId);
  // Checked before the password, so a stale binding costs no attempt; spent only with the right one.
  if (!(await findLiveBinding(deps.db, key, deps.clock.now())))
    return { ok: false, errorCase: 'binding_invalid' };
  const chained = await passwordChainRefusal(deps, tenant);
  if (chained) return { ok: true, step: chained };
  const adapter = THIRD_PARTY_ADAPTERS[kind];
  return passwordGrant(deps, tenant, request, caller, adapter, linkOnPass(deps, key, request));
}

/**
 * The grant's password check that links the binding `key` once the password is right (a plugin's bind_user
 * checks with it too). It links only what the grant will let sign in: a barred account, or one without the
 * device the tenant requires, is refused by the grant after this check, and a link made here would outlive
 * that refusal.
 */
export const linkOnPass =
  (deps: Deps, key: BindingKey, request: Pick<RestTokenRequest, 'deviceId' | 'device_id'>): CheckCredential =>
  async (tenant, username, password) => {
    const verdict = await storedPassword(deps)(tenant, username, password);
    const now = deps.clock.now();
    if (verdict.kind !== 'pass' || accountBar(verdict.user, now)) return verdict;
    if (await lacksRequiredDevice(deps.db, tenant.settings, verdict.user.id, request)) return verdict;
    const linked = await deps.db
      .transaction((tx) => linkPendingBinding(tx, key, verdict.user.id, now))
      .catch((error: unknown) => {
        if (error instanceof RefusedLink) return error.errorCase;
        throw error;
      });
    return linked === 'linked' ? verdict : { kind: 'refused', errorCase: linked };
  };

/**
 * Spends the pending binding and links its subject to `userId`, in the caller's transaction; a refusal throws
 * RefusedLink, so the transaction undoes what it did. A link refused leaves the binding unspent: the person may
 * bind another local account.
 */
export async function linkPendingBinding(tx: Queryable, key: BindingKey, userId: string, now: Date) {
  const binding = await spendPendingBinding(tx, key, now);
  if (!binding) throw new RefusedLink('binding_invalid');
  const result = await linkIdentity(
    tx,
    { ...key, issuer: binding.issuer, subject: binding.subject, userId },
    now,
  );
  if (result !== 'linked') throw new RefusedLink(result);
  return result;
}

export class RefusedLink extends Error {
  constructor(readonly errorCase: 'binding_invalid' | 'openid_bound' | 'username_bound') {
    super(errorCase);
  }
}
