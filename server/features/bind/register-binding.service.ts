import type { RegisterBindingRequest } from '../../../schemas/third-party-login.schema';
import { REGISTER_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import { THIRD_PARTY_ADAPTERS } from '../../../schemas/third-party-sources';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { checkedAccount, createAccount, invalid, type RegisterOutcome } from '../register/register.service';
import { bindingKey, linkPendingBinding, RefusedLink } from './third-party-binding.service';
import { findLiveBinding } from '../third-party-login/pending-binding.repo';
import { thirdPartyTenant } from '../third-party-login/third-party-outcome';

const LINK_REFUSALS = {
  binding_invalid: REFUSALS.bindingInvalid,
  openid_bound: REFUSALS.openidBound,
  username_bound: REFUSALS.openidBound,
} as const;

/**
 * POST register/wechat: a registration (every check and answer of POST register) whose account is linked to
 * this browser's pending binding in the account's own transaction, so a refused link leaves no account and an
 * account is never made without its link. The binding is looked at first, so a stale one costs no captcha. The
 * token, where the tenant needs no approval, names the source's adapter, as a binding's does.
 */
export async function registerBinding(
  deps: Deps,
  defaultTenant: Tenant,
  form: RegisterBindingRequest,
  browserId: string,
): Promise<RegisterOutcome> {
  const tenant = await thirdPartyTenant(deps, defaultTenant, form.enterpriseId || undefined);
  if (!tenant) return invalid(REFUSALS.unknownTenant);
  const key = bindingKey(tenant, form.adapter, form.uuid, browserId);
  if (!(await findLiveBinding(deps.db, key, deps.clock.now()))) return invalid(REFUSALS.bindingInvalid);
  const account = await checkedAccount(deps, tenant, form);
  if (!account.ok) return account;
  try {
    return await createAccount(deps, tenant, account.data, {
      browserId,
      authType: THIRD_PARTY_ADAPTERS[form.adapter],
      alsoDo: (tx, userId) => linkPendingBinding(tx, key, userId, deps.clock.now()).then(() => undefined),
    });
  } catch (error) {
    if (error instanceof RefusedLink) return invalid(LINK_REFUSALS[error.errorCase]);
    throw error;
  }
}
