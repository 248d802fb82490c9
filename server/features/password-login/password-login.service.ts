import type { RestTokenRequest } from '../../../schemas/password-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { findLoginUser, upgradePasswordHash } from '../../account/user.repo';
import { passwordMatches } from '../../crypto/password-check';
import { hashPassword, isCurrentHash } from '../../crypto/password-hash';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import {
  passwordGrant,
  type CheckCredential,
  type GrantCaller,
  type LoginOutcome,
} from './password-grant.service';

export type { LoginOutcome } from './password-grant.service';

/** rest_token: the password grant, the password checked against the user's stored hash; a chain's step with `authCode`. */
export const passwordLogin = (
  deps: Deps,
  defaultTenant: Tenant,
  request: RestTokenRequest,
  caller: GrantCaller,
): Promise<LoginOutcome> =>
  passwordGrant(
    deps,
    defaultTenant,
    request,
    caller,
    ADAPTERS.password,
    storedPassword(deps),
    request.authCode ?? null,
  );

/** rest_token's check of the name and password against the stored hash (the third-party binding's too). */
export const storedPassword =
  (deps: Deps): CheckCredential =>
  async (tenant, username, password) => {
    const user = await findLoginUser(deps.db, tenant.id, username);
    const hash = user?.passwordHash ?? null;
    // The same work whether the user exists or not, whatever kind of hash it has (passwordMatches).
    const matches = await passwordMatches(password ?? '', hash, deps.kdfCost);
    if (!user || hash === null || password === null || !matches) return { kind: 'wrong' };
    await upgradeOnSignIn(deps, user.id, hash, password);
    return { kind: 'pass', user };
  };

/**
 * Upgrade on sign-in: a hash of the older kind (or parameters) is replaced while the right password is at hand,
 * so old hashes fade out.
 */
export async function upgradeOnSignIn(deps: Deps, userId: string, hash: string, password: string) {
  if (!isCurrentHash(hash, deps.kdfCost)) {
    await upgradePasswordHash(deps.db, userId, hash, await hashPassword(password, deps.kdfCost));
  }
}
