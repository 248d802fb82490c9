import {
  THIRD_PARTY_REFUSALS as REFUSALS,
  type BindingQuery,
  type LoginBindingRequest,
  type PendingBinding,
} from '../../../schemas/third-party-login.schema';
import { THIRD_PARTY_ADAPTERS, type ThirdPartyKind } from '../../../schemas/third-party-sources';
import { accountBar } from '../../account/account-bar';
import { sha256Hex } from '../../crypto/opaque-token';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import type { CheckCredential, GrantCaller, LoginOutcome } from '../password-login/password-grant.service';
import { lacksRequiredDevice, passwordGrant } from '../password-login/password-grant.service';
import { storedPassword } from '../password-login/password-login.service';
import { linkIdentity } from './linked-identity.repo';
import { findLiveBinding, spendPendingBinding, type BindingKey } from './pending-binding.repo';
import { invalid, thirdPartyTenant, type ThirdPartyOutcome } from './third-party-outcome';

export const bindingKey = (
  tenant: Tenant,
  kind: ThirdPartyKind,
  uuid: string,
  browserId: string,
): BindingKey => ({
  bindingHash: sha256Hex(uuid),
  enterpriseId: tenant.id,
  kind,
  browserHash: sha256Hex(browserId),
});

/** GET authenticate/{adapter}/login_binding: whose external account waits, for this browser only. */
export async function pendingBinding(
  deps: Deps,
  defaultTenant: Tenant,
  kind: ThirdPartyKind,
  query: BindingQuery,
  browserId: string,
): Promise<ThirdPartyOutcome<PendingBinding>> {
  const tenant = await thirdPartyTenant(deps, defaultTenant, query._enterprise_id);
  if (!tenant) return invalid('invalid query: _enterprise_id');
  const key = bindingKey(tenant, kind, query.uuid, browserId);
  const binding = await findLiveBinding(deps.db, key, deps.clock.now());
  if (!binding) return invalid(REFUSALS.bindingInvalid);
  return { ok: true, data: { displayName: binding.displayName, expiresAt: binding.expiresAt.getTime() } };
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
  const adapter = THIRD_PARTY_ADAPTERS[kind];
  return passwordGrant(deps, tenant, request, caller, adapter, linkOnPass(deps, key, request));
}

// Links only what the grant will let sign in: a barred account, or one without the device the tenant
// requires, is refused by the grant after this check, and a link made here would outlive that refusal.
const linkOnPass =
  (deps: Deps, key: BindingKey, request: LoginBindingRequest): CheckCredential =>
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
