import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { grantReply, invalidGrant } from '../password-login/grant-reply.route';
import { directoryLogin } from './directory-login.service';

/** POST adapter/inside/password: a directory (LDAP) adapter's password grant, answered as rest_token is. */
export const directoryLoginRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.directoryLogin,
    async ({ c, tenant, body }) => grantReply(c, await directoryLogin(deps, tenant, body, keepBrowserId(c))),
    { invalid: invalidGrant },
  );
};
