import { APPLICATION_ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { decideRegistration, pendingRegistrations } from './approval.service';

/**
 * GET register/approvals and POST register/approvals/decide: an administrator's tool, calling with an
 * application token of the tenant (SPEC section 6), lists and decides its waiting registrations.
 */
export const approvalRoutes: Routes = (app, deps) => {
  mount(app, deps, APPLICATION_ENDPOINTS.pendingRegistrations, async ({ tenant }) =>
    okBody(await pendingRegistrations(deps.db, tenant)),
  );

  mount(app, deps, APPLICATION_ENDPOINTS.decideRegistration, async ({ c, tenant, body, application }) => {
    const outcome = await decideRegistration(deps, tenant, body, `application:${application.name}`);
    return outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message);
  });
};
