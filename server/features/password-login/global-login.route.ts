import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { globalLogin } from './global-login.service';
import { grantCaller, invalidGrant, refusalReply, tokenBody } from './grant-reply.route';

/**
 * POST authenticate/global/login: the instance-wide password login (global-login.service.ts). A token or a
 * refusal answers as rest_token's; a choice of tenants, or one given up, as itself (HTTP 200).
 */
export const globalLoginRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.globalLogin,
    async ({ c, tenant, body }) => {
      const result = await globalLogin(deps, tenant, body, grantCaller(c));
      switch (result.kind) {
        case 'choice':
          return result.choice;
        case 'cancelled':
          return { cancelled: true as const };
        case 'refused':
          return refusalReply(c, result.refusal);
        // A token of another tenant than the default names it: the page boots that one for what follows.
        case 'grant':
          return !result.outcome.ok
            ? refusalReply(c, result.outcome)
            : result.enterpriseId === tenant.id || 'step' in result.outcome
              ? tokenBody(result.outcome)
              : { ...tokenBody(result.outcome), enterprise_id: result.enterpriseId };
      }
    },
    { invalid: invalidGrant },
  );
};
