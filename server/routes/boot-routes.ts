import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  AdapterListResponse,
  EnterpriseResponse,
  IdpInfoResponse,
  LoginPageTemplateResponse,
  PreFrontendLoginResponse,
  Sm2KeyResponse,
  SystemSettingResponse,
} from '../../schemas/boot.schema';
import type { AppEnv, Deps } from '../http/app-env';
import { fail, okBody, respond } from '../http/respond';
import { listAdapters } from '../tenant/adapter-repo';
import { findSm2Key } from '../tenant/sm2-key-repo';
import { findTenant } from '../tenant/tenant-repo';

// A missing enterpriseId means the instance's default tenant; an unknown one is InvalidParameter.
const TenantQuery = z.object({ enterpriseId: z.optional(z.string()) });

/** The start-up calls of SPEC section 7, under /api/public/bff/v1.2. */
export function bootRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  async function namedTenant(query: Record<string, string>) {
    const parsed = TenantQuery.safeParse(query);
    return parsed.success ? findTenant(db, parsed.data.enterpriseId || null) : null;
  }

  app.get('/pre_frontend_login', (c) => {
    const { clientId, instanceId, themeColor } = c.get('tenant');
    return respond(c, PreFrontendLoginResponse, okBody({ clientId, instanceId, themeColor }));
  });

  app.get('/enterprise', async (c) => {
    const tenant = await namedTenant(c.req.query());
    if (!tenant) return fail(c, 'InvalidParameter', 'enterpriseId is invalid');
    return respond(
      c,
      EnterpriseResponse,
      okBody({ enterpriseId: tenant.id, name: tenant.name, nameEn: tenant.nameEn }),
    );
  });

  app.get('/idp4_info', (c) => {
    const { idpName, idpVersion } = c.get('tenant');
    return respond(c, IdpInfoResponse, okBody({ idpName, version: idpVersion }));
  });

  app.get('/system_setting/show', (c) => {
    const { title, titleEn, icon, settings } = c.get('tenant');
    return respond(
      c,
      SystemSettingResponse,
      okBody({ title, titleEn, icon, skipForceLogin: settings.skipForceLogin }),
    );
  });

  app.post('/sm2_key', async (c) => {
    const key = await findSm2Key(db, c.get('tenant').id);
    if (!key) return fail(c, 'InternalError', 'no SM2 key configured');
    return respond(c, Sm2KeyResponse, okBody({ code: key.code, publicKey: key.publicKey }));
  });

  app.get('/load_auths', async (c) => {
    const tenant = await namedTenant(c.req.query());
    if (!tenant) return fail(c, 'InvalidParameter', 'enterpriseId is invalid');
    const list = await listAdapters(db, tenant.id);
    return respond(
      c,
      AdapterListResponse,
      okBody({
        list,
        idaasAdapter: tenant.idaasAdapter,
        idaasH5Adapter: tenant.idaasH5Adapter,
        purchaseId: null,
        noSecurityAuth: !list.some((adapter) => adapter.display),
      }),
    );
  });

  app.get('/login_page_template', async (c) => {
    const tenant = await namedTenant(c.req.query());
    if (!tenant) return fail(c, 'InvalidParameter', 'enterpriseId is invalid');
    return respond(c, LoginPageTemplateResponse, okBody({ customConfig: tenant.loginPageConfig }));
  });

  return app;
}
