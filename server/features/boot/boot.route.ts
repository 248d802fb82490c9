import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { mount, type Routes } from '../../http/mount';
import { instanceLicenseState } from '../../license/license.service';
import { fail, okBody } from '../../http/respond';
import {
  type BootResult,
  enterpriseData,
  forNamedTenant,
  idpInfoData,
  loginPageTemplateData,
  preFrontendLoginData,
  sm2KeyData,
  systemSettingData,
} from './boot.service';

/** A boot call's answer: its data in the success envelope, or its refusal. */
export const answer = <T>(c: Context<AppEnv>, result: BootResult<T>) =>
  'refused' in result ? fail(c, ...result.refused) : okBody(result.data);

/** The start-up calls of SPEC section 7 that describe the tenant and its login page (boot.service.ts). */
export const bootRoutes: Routes = (app, deps) => {
  const { db } = deps;
  mount(app, deps, ENDPOINTS.preFrontendLogin, async ({ c, tenant, query }) =>
    answer(c, await forNamedTenant(db, tenant, query.enterpriseId, preFrontendLoginData)),
  );
  mount(app, deps, ENDPOINTS.enterprise, async ({ c, query }) =>
    answer(c, await enterpriseData(db, query.enterpriseId)),
  );
  mount(app, deps, ENDPOINTS.idpInfo, async ({ c, tenant, query }) =>
    answer(c, await forNamedTenant(db, tenant, query.enterpriseId, idpInfoData)),
  );
  mount(app, deps, ENDPOINTS.systemSetting, async ({ c, tenant, query }) => {
    const license = await instanceLicenseState(deps);
    return answer(
      c,
      await forNamedTenant(db, tenant, query.enterpriseId, (named) => systemSettingData(named, license)),
    );
  });
  mount(app, deps, ENDPOINTS.sm2Key, async ({ c, tenant, query }) =>
    answer(c, await forNamedTenant(db, tenant, query.enterpriseId, (named) => sm2KeyData(deps, named))),
  );
  mount(app, deps, ENDPOINTS.loginPageTemplate, async ({ c, query }) =>
    answer(c, await loginPageTemplateData(db, query.enterpriseId)),
  );
};
