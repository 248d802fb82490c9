import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import type { AdapterRow } from '../../tenant/adapter.repo';
import { listAdapters, listApplicationAdapters } from '../../tenant/adapter.repo';
import { findProviderApplication } from '../../tenant/application.repo';
import { findTenant, type Tenant } from '../../tenant/tenant.repo';
import { UNKNOWN_TENANT } from './boot.route';

/** The adapter list answer: the tenant's default adapters, and `noSecurityAuth` when none is displayed. */
const adapterList = (
  tenant: Tenant,
  list: AdapterRow[],
  application: { purchaseId: string | null; appSecurityLevel?: number },
) =>
  okBody({
    list,
    idaasAdapter: tenant.idaasAdapter,
    idaasH5Adapter: tenant.idaasH5Adapter,
    noSecurityAuth: !list.some((adapter) => adapter.display),
    ...application,
  });

/**
 * The login types on offer (SPEC section 4, initial adapter): the tenant's (load_auths), or those a service
 * provider's application allows (application/load_auths). An application the tenant does not know, or whose
 * key does not match, is refused before any password is sent.
 */
export const loadAuthsRoutes: Routes = (app, deps) => {
  const { db } = deps;

  mount(app, deps, ENDPOINTS.loadAuths, async ({ c, query }) => {
    const tenant = await findTenant(db, query.enterpriseId);
    if (!tenant) return fail(c, ...UNKNOWN_TENANT);
    return adapterList(tenant, await listAdapters(db, tenant.id), { purchaseId: null });
  });

  mount(app, deps, ENDPOINTS.applicationLoadAuths, async ({ c, query }) => {
    const tenant = await findTenant(db, query.enterpriseId);
    if (!tenant) return fail(c, ...UNKNOWN_TENANT);
    const application = await findProviderApplication(db, tenant.id, query);
    if (!application) return fail(c, 'ResourceNotFound', 'unknown sp_code or application_key');
    return adapterList(tenant, await listApplicationAdapters(db, application.id), {
      purchaseId: application.id,
      appSecurityLevel: application.appSecurityLevel,
    });
  });
};
