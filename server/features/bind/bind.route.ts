import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import type { AppEnv } from '../../http/app-env';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { grantReply, invalidGrant } from '../password-login/grant-reply.route';
import { invalidRegistration, registerReply } from '../register/register.route';
import { thirdPartyReply } from '../third-party-login/third-party-login.route';
import { bindPluginUser } from './plugin-bind.service';
import { registerPluginPerson } from './plugin-register.service';
import { registerBinding } from './register-binding.service';
import { loginBinding, pendingBinding } from './third-party-binding.service';

/** Who posts a password grant: its client address (the per-address budget) and its browser (its id cookie). */
const callerOf = (c: Context<AppEnv>) => ({
  clientAddress: c.get('clientAddress'),
  browserId: keepBrowserId(c),
});

/**
 * The binding pages' calls (issues 14, 15, 44; SPEC 7), every one public and bound to the browser's id cookie:
 * a third-party account's pending binding, the local account's password grant that links it or a plugin's
 * waiting person (answered as rest_token is), and a registration that links the new account instead (answered
 * as register is). Refusals are failed envelopes, as a third-party source's.
 */
export const bindRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.thirdPartyBinding, async ({ c, tenant, params, query }) =>
    thirdPartyReply(c, await pendingBinding(deps, tenant, params.adapter, query, keepBrowserId(c))),
  );
  mount(
    app,
    deps,
    ENDPOINTS.thirdPartyBind,
    async ({ c, tenant, params, body }) =>
      grantReply(c, await loginBinding(deps, tenant, params.adapter, body, callerOf(c))),
    { invalid: invalidGrant },
  );
  mount(
    app,
    deps,
    ENDPOINTS.thirdPartyRegister,
    async ({ c, tenant, body }) =>
      registerReply(c, await registerBinding(deps, tenant, body, keepBrowserId(c))),
    { invalid: invalidRegistration },
  );
  mount(
    app,
    deps,
    ENDPOINTS.pluginBind,
    async ({ c, tenant, body }) => grantReply(c, await bindPluginUser(deps, tenant, body, callerOf(c))),
    { invalid: invalidGrant },
  );
  mount(
    app,
    deps,
    ENDPOINTS.pluginRegister,
    async ({ c, tenant, body }) =>
      registerReply(c, await registerPluginPerson(deps, tenant, body, keepBrowserId(c))),
    { invalid: invalidRegistration },
  );
};
