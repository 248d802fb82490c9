import { THIRD_PARTY_REFUSALS as REFUSALS } from '../../../schemas/third-party-login.schema';
import { issueToken } from '../../account/access-token.repo';
import { loginBar } from '../../account/login-bar';
import type { LoginUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { invalid, type ThirdPartyOutcome } from './third-party-outcome';

/**
 * The linked local account signs in as after a password (its lock and its state as the password grant judges
 * them, then a token by this source's adapter, ending the one before it in the same browser): whatever the
 * session owes next (a password change, the second factor) is owed alike. `authType` is the source's adapter
 * id, which the token names.
 */
export async function signInLinked(
  deps: Deps,
  tenant: Tenant,
  authType: string,
  user: LoginUser,
  browserId: string,
): Promise<ThirdPartyOutcome<{ accessToken: string }>> {
  const barred = await linkedLoginBar(deps, tenant, user);
  return barred ?? issueLinkedToken(deps, tenant, authType, user, browserId);
}

/** Why the linked account may not sign in (its lock, its state), as the password grant judges them; null when it may. */
export async function linkedLoginBar(deps: Deps, tenant: Tenant, user: LoginUser) {
  const bar = await loginBar(deps.db, tenant.id, user, deps.clock.now());
  if (bar === 'pending') return invalid(REFUSALS.accountPending);
  return bar ? invalid(REFUSALS.accountUnavailable) : null;
}

/** The token of a linked account that may sign in (linkedLoginBar), by the source's adapter `authType`. */
export async function issueLinkedToken(
  deps: Deps,
  tenant: Tenant,
  authType: string,
  user: LoginUser,
  browserId: string,
): Promise<ThirdPartyOutcome<{ accessToken: string }>> {
  const now = deps.clock.now();
  const accessToken = await issueToken(deps.db, {
    userId: user.id,
    now,
    ttlSeconds: tenant.settings.tokenTtlSeconds,
    authType,
    browserId,
  });
  return { ok: true, data: { accessToken } };
}
