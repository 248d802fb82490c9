import { THIRD_PARTY_REFUSALS as REFUSALS } from '../../../schemas/third-party-login.schema';
import { THIRD_PARTY_ADAPTERS, type ThirdPartyKind } from '../../../schemas/third-party-sources';
import { accountBar } from '../../account/account-bar';
import { issueToken } from '../../account/access-token.repo';
import { failureState } from '../../account/failure-lock.repo';
import type { LoginUser } from '../../account/user.repo';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { invalid, type ThirdPartyOutcome } from './third-party-outcome';

/**
 * The linked local account signs in as after a password (its lock and its state as the password grant judges
 * them, then a token by this source's adapter, ending the one before it in the same browser): whatever the
 * session owes next (a password change, the second factor) is owed alike.
 */
export async function signInLinked(
  deps: Deps,
  tenant: Tenant,
  kind: ThirdPartyKind,
  user: LoginUser,
  browserId: string,
): Promise<ThirdPartyOutcome<{ accessToken: string }>> {
  const now = deps.clock.now();
  const lock = await failureState(deps.db, 'login_failure', tenant.id, user.username, now);
  if (lock.lockedUntil || accountBar(user, now)) return invalid(REFUSALS.accountUnavailable);
  const accessToken = await issueToken(deps.db, {
    userId: user.id,
    now,
    ttlSeconds: tenant.settings.tokenTtlSeconds,
    authType: THIRD_PARTY_ADAPTERS[kind],
    browserId,
  });
  return { ok: true, data: { accessToken } };
}
