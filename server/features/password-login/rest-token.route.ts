import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { grantCaller, grantReply, invalidGrant } from './grant-reply.route';
import { passwordLogin } from './password-login.service';

/** POST rest_token: the OAuth-style password grant (answers: grant-reply.ts). */
export const restTokenRoutes: Routes = (app, deps) => {
  mount(
    app,
    deps,
    ENDPOINTS.restToken,
    async ({ c, tenant, body }) => grantReply(c, await passwordLogin(deps, tenant, body, grantCaller(c))),
    { invalid: invalidGrant },
  );
};
