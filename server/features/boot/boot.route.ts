import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { findSm2Key } from '../../tenant/sm2-key.repo';
import { findTenant } from '../../tenant/tenant.repo';

/** The tenant a boot call names (enterpriseId), else the instance's default; an unknown one is refused. */
export const UNKNOWN_TENANT = ['InvalidParameter', 'enterpriseId is invalid'] as const;

/** The start-up calls of SPEC section 7 that describe the tenant and its login page. */
export const bootRoutes: Routes = (app, deps) => {
  const { db } = deps;

  mount(app, deps, ENDPOINTS.preFrontendLogin, ({ tenant: { clientId, instanceId, themeColor } }) =>
    okBody({ clientId, instanceId, themeColor }),
  );

  mount(app, deps, ENDPOINTS.enterprise, async ({ c, query }) => {
    const tenant = await findTenant(db, query.enterpriseId);
    if (!tenant) return fail(c, ...UNKNOWN_TENANT);
    return okBody({ enterpriseId: tenant.id, name: tenant.name, nameEn: tenant.nameEn });
  });

  mount(app, deps, ENDPOINTS.idpInfo, ({ tenant: { idpName, idpVersion } }) =>
    okBody({ idpName, version: idpVersion }),
  );

  mount(app, deps, ENDPOINTS.systemSetting, ({ tenant: { title, titleEn, icon, settings } }) =>
    okBody({ title, titleEn, icon, skipForceLogin: settings.skipForceLogin }),
  );

  mount(app, deps, ENDPOINTS.sm2Key, async ({ c, tenant }) => {
    const key = await findSm2Key(db, tenant.id);
    if (!key) return fail(c, 'InternalError', 'no SM2 key configured');
    return okBody({ code: key.code, publicKey: key.publicKey });
  });

  mount(app, deps, ENDPOINTS.loginPageTemplate, async ({ c, query }) => {
    const tenant = await findTenant(db, query.enterpriseId);
    if (!tenant) return fail(c, ...UNKNOWN_TENANT);
    return okBody({ customConfig: tenant.loginPageConfig });
  });
};
