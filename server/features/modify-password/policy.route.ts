import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { PolicyQuery } from '../../../schemas/modify-password.schema';
import type { Deps } from '../../deps';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';

// Clients name the tenant either way; neither means the instance's default.
const namedTenant = ({ db }: Deps, query: PolicyQuery, fallback: Tenant) => {
  const enterpriseId = query._enterprise_id || query.enterpriseId;
  return enterpriseId ? findTenant(db, enterpriseId) : fallback;
};

/** GET policy/password and policy/username: the tenant's policies for the change, register and reset forms. */
export const policyRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.passwordPolicy, async ({ c, query, tenant }) => {
    const named = await namedTenant(deps, query, tenant);
    return named
      ? okBody(named.settings.passwordPolicy)
      : fail(c, 'InvalidParameter', 'enterpriseId is invalid');
  });

  mount(app, deps, ENDPOINTS.usernamePolicy, async ({ c, query, tenant }) => {
    const named = await namedTenant(deps, query, tenant);
    return named
      ? okBody(named.settings.usernamePolicy)
      : fail(c, 'InvalidParameter', 'enterpriseId is invalid');
  });
};
