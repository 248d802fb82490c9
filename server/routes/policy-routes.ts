import { Hono } from 'hono';
import * as z from 'zod/mini';
import { PasswordPolicyResponse, UsernamePolicyResponse } from '../../schemas/password-change.schema';
import type { AppEnv, Deps } from '../http/app-env';
import { fail, okBody, respond } from '../http/respond';
import { findTenant } from '../tenant/tenant-repo';

const PolicyQuery = z.object({
  _enterprise_id: z.optional(z.string()),
  enterpriseId: z.optional(z.string()),
});

/** GET policy/password and policy/username: the tenant's policies for the change, register and reset forms. */
export function policyRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/policy/:kind{password|username}', async (c) => {
    const query = PolicyQuery.safeParse(c.req.query());
    const enterpriseId = query.success ? query.data._enterprise_id || query.data.enterpriseId : undefined;
    const tenant = enterpriseId ? await findTenant(db, enterpriseId) : c.get('tenant');
    if (!tenant) return fail(c, 'InvalidParameter', 'enterpriseId is invalid');
    return c.req.param('kind') === 'password'
      ? respond(c, PasswordPolicyResponse, okBody(tenant.settings.passwordPolicy))
      : respond(c, UsernamePolicyResponse, okBody(tenant.settings.usernamePolicy));
  });

  return app;
}
