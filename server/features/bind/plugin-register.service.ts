import type { PluginRegisterRequest } from '../../../schemas/plugin-login.schema';
import { REGISTER_REFUSALS as REFUSALS } from '../../../schemas/refusals';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { namedTenant } from '../call-outcome';
import { checkedAccount, createAccount, invalid, type RegisterOutcome } from '../register/register.service';
import { linkPendingBinding, RefusedLink } from './third-party-binding.service';
import { waitingBinding } from './plugin-bind.service';

// A refused link as register/wechat says it, so the registration form words it. A new account is linked to no
// one yet, so `username_bound` cannot happen; it would read as the person linked meanwhile.
const LINK_REFUSALS = {
  binding_invalid: REFUSALS.bindingInvalid,
  openid_bound: REFUSALS.openidBound,
  username_bound: REFUSALS.openidBound,
} as const satisfies Record<RefusedLink['errorCase'], string>;

/**
 * POST register/adapter/binding (SPEC 2 `/pluginAdapterRegister`, registration then bind): a registration
 * (every check and answer of POST register) whose account is linked to the person the trace waits to bind, the
 * trace spent in the account's own transaction, as register/wechat links a third-party binding: a refused link
 * leaves no account, and no account is made without its link. The trace must wait for a binding in this
 * browser, for this code, as bind_user's must (else `register.bindingInvalid`); it is looked at first, so a stale trace
 * costs no captcha. Where the tenant approves registrations the account waits, linked (`needApprove`), and
 * signs in by the plugin once approved; else its token names the plugin source, as bind_user's does.
 */
export async function registerPluginPerson(
  deps: Deps,
  defaultTenant: Tenant,
  form: PluginRegisterRequest,
  browserId: string,
): Promise<RegisterOutcome> {
  const tenant = await namedTenant(deps, defaultTenant, form.enterpriseId || undefined);
  if (!tenant) return invalid(REFUSALS.unknownTenant);
  const waiting = await waitingBinding(deps, tenant, form, browserId);
  if (!waiting) return invalid(REFUSALS.bindingInvalid);
  const account = await checkedAccount(deps, tenant, form);
  if (!account.ok) return account;
  try {
    return await createAccount(deps, tenant, account.data, {
      browserId,
      authType: waiting.enterpriseAuthId,
      alsoDo: (tx, userId) =>
        linkPendingBinding(tx, waiting.key, userId, deps.clock.now()).then(() => undefined),
    });
  } catch (error) {
    if (error instanceof RefusedLink) return invalid(LINK_REFUSALS[error.errorCase]);
    throw error;
  }
}
