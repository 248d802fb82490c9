import type { SpLoggedQuery } from '../../../schemas/session.schema';
import type { ApplicationSecurityLevel } from '../../../schemas/login-access.schema';
import {
  applicationRequiresSecondFactor,
  secondFactorRequired,
} from '../../../schemas/rules/second-factor.rule';
import type { SessionUser } from '../../account/access-token.repo';
import type { Deps } from '../../deps';
import { type SpAccess, findApplicationAccess } from '../../tenant/application.repo';
import type { Tenant } from '../../tenant/tenant.repo';

export type ProviderAccess = SpAccess & { applicationTwoFactor: boolean };

/**
 * The session's user and the tenant's service-provider app of `query` (null: no such app in this tenant), and
 * whether the app requires the second factor: set to, or its security level reaches the tenant's.
 */
export async function providerAccess(
  { db }: Deps,
  tenant: Tenant,
  session: SessionUser,
  query: SpLoggedQuery,
): Promise<ProviderAccess | null> {
  const access = await findApplicationAccess(db, session.enterpriseId, session.userId, query);
  return (
    access && {
      ...access,
      applicationTwoFactor: applicationRequiresSecondFactor(
        access,
        tenant.settings.secondFactorSecurityLevel,
      ),
    }
  );
}

/**
 * GET 2factor/application_security_level: before a signed-in user enters the app, whether this session passes
 * the second factor first: the user has one, the app requires it, and the session has not passed it yet.
 */
export const securityLevelAnswer = (
  access: ProviderAccess,
  session: SessionUser,
): ApplicationSecurityLevel => ({
  appSecurityLevel: access.appSecurityLevel,
  permitted: access.permitted,
  secondFactor:
    access.permitted &&
    secondFactorRequired({
      userHasSecondFactor: session.hasSecondFactor,
      serviceProvider: true,
      applicationRequiresIt: access.applicationTwoFactor,
      passed: session.secondFactorVerified,
    }),
});
