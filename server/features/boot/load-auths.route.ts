import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { listApplicationAdapters } from '../../tenant/adapter.repo';
import { findProviderApplication } from '../../tenant/application.repo';
import { findTenant } from '../../tenant/tenant.repo';
import { answer } from './boot.route';
import { UNKNOWN_TENANT, adapterListData, loadAuthsData } from './boot.service';

/**
 * The login types on offer (SPEC section 4, initial adapter): the tenant's (load_auths), or those a service
 * provider's application allows (application/load_auths). An application the tenant does not know, or whose
 * key does not match, is refused before any password is sent.
 */
export const loadAuthsRoutes: Routes = (app, deps) => {
  const { db } = deps;

  mount(app, deps, ENDPOINTS.loadAuths, async ({ c, query }) =>
    answer(c, await loadAuthsData(db, query.enterpriseId)),
  );

  mount(app, deps, ENDPOINTS.applicationLoadAuths, async ({ c, query }) => {
    const tenant = await findTenant(db, query.enterpriseId);
    if (!tenant) return fail(c, ...UNKNOWN_TENANT.refused);
    const application = await findProviderApplication(db, tenant.id, query);
    if (!application) return fail(c, 'ResourceNotFound', 'unknown sp_code or application_key');
    return okBody(
      adapterListData(tenant, await listApplicationAdapters(db, application.id), {
        purchaseId: application.id,
        appSecurityLevel: application.appSecurityLevel,
      }),
    );
  });
};
