import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { thirdPartyReply } from '../third-party-login/third-party-login.route';
import { submitAlilangCallback } from './alilang-callback.service';
import { uemTokenParams } from './uem-token-params.service';

/**
 * Alilang sign-in (SPEC 7 `authenticate/alilang/…`; alilang-login.schema.ts), public and bound to the browser's
 * id cookie as every source's calls. Mounted before the redirect sources' `authenticate/{adapter}/…` paths,
 * which would refuse `alilang` as an adapter of theirs; its binding is theirs.
 */
export const alilangLoginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.alilangTokenParams, async ({ c, tenant, query }) =>
    thirdPartyReply(c, await uemTokenParams(deps, tenant, query, keepBrowserId(c))),
  );
  mount(app, deps, ENDPOINTS.alilangCallback, async ({ c, tenant, body }) =>
    thirdPartyReply(c, await submitAlilangCallback(deps, tenant, body, keepBrowserId(c))),
  );
};
