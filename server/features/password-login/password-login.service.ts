import type { RestTokenRequest } from '../../../schemas/password-login.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { findLoginUser } from '../../account/user.repo';
import { dummyPasswordHash, verifyPassword } from '../../crypto/password-hash';
import type { Deps } from '../../deps';
import type { Tenant } from '../../tenant/tenant.repo';
import { passwordGrant, type CheckCredential, type LoginOutcome } from './password-grant.service';

export type { LoginOutcome } from './password-grant.service';

/** rest_token: the password grant, the password checked against the user's stored hash. */
export const passwordLogin = (
  deps: Deps,
  defaultTenant: Tenant,
  request: RestTokenRequest,
): Promise<LoginOutcome> =>
  passwordGrant(deps, defaultTenant, request, ADAPTERS.password, storedPassword(deps));

const storedPassword =
  (deps: Deps): CheckCredential =>
  async (tenant, username, password) => {
    const user = await findLoginUser(deps.db, tenant.id, username);
    // Same slow hash whether or not the user exists (or has a password here), so timing tells nothing.
    const hash = user?.passwordHash ?? (await dummyPasswordHash());
    const matches = await verifyPassword(password ?? '', hash);
    return user?.passwordHash && password !== null && matches ? { kind: 'pass', user } : { kind: 'wrong' };
  };
