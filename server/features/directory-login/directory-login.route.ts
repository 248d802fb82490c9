import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { grantCaller, grantReply, invalidGrant } from '../password-login/grant-reply.route';
import { directoryLogin } from './directory-login.service';

/** POST adapter/inside/password: a directory (LDAP) adapter's password grant, answered as rest_token is. */
export const directoryLoginRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.directoryLogin,
    async ({ c, tenant, body }) => grantReply(c, await directoryLogin(deps, tenant, body, grantCaller(c))),
    { invalid: invalidGrant },
  );
};
