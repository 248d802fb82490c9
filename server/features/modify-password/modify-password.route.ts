import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { MODIFY_PASSWORD_REFUSALS } from '../../../schemas/refusals';
import { mount, type Routes } from '../../http/mount';
import { fail, okBody } from '../../http/respond';
import { changePassword } from './modify-password.service';

/**
 * PUT enduser/portal/user_info/modify_password: the password change of the signed-in user, also while the
 * session still owes it (first login, expired password). Every refusal is a code the page words.
 */
export const modifyPasswordRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.modifyPassword,
    async ({ c, tenant, session, body }) => {
      const outcome = await changePassword(deps, tenant, session, body);
      return outcome.ok ? okBody(outcome.data) : fail(c, outcome.code, outcome.message);
    },
    { invalid: (c) => fail(c, 'InvalidParameter', MODIFY_PASSWORD_REFUSALS.invalidForm) },
  );
};
