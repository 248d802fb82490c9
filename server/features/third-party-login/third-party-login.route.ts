import type { Context } from 'hono';
import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { FailedEnvelope } from '../../../schemas/envelope.schema';
import type { AppEnv } from '../../http/app-env';
import { keepBrowserId } from '../../http/browser-id';
import { publicOriginOf } from '../../http/public-origin-of';
import { mount, type Routes } from '../../http/mount';
import { okBody, respond } from '../../http/respond';
import { submitThirdPartyCallback } from './third-party-callback.service';
import type { ThirdPartyOutcome } from './third-party-outcome';
import { startThirdPartyLogin } from './third-party-start.service';

// A refusal is a failed envelope, HTTP 200, as bjcacert/login's are.
export const thirdPartyReply = <T>(c: Context<AppEnv>, outcome: ThirdPartyOutcome<T>) =>
  outcome.ok
    ? okBody(outcome.data)
    : respond(c, FailedEnvelope, { success: false, code: outcome.code, message: outcome.message });

/**
 * Third-party sign-in (issue 14, SPEC 7 `authenticate/{adapter}/…`), every call public and bound to the
 * browser's id cookie: the authorisation URL and the callback's code (the binding's calls are
 * server/features/bind's).
 */
export const thirdPartyLoginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.thirdPartyStart, async ({ c, tenant, params, query }) => {
    const caller = { browserId: keepBrowserId(c), origin: publicOriginOf(deps, c) };
    return thirdPartyReply(c, await startThirdPartyLogin(deps, tenant, params.adapter, query, caller));
  });
  mount(app, deps, ENDPOINTS.thirdPartyCallback, async ({ c, tenant, params, body }) =>
    thirdPartyReply(c, await submitThirdPartyCallback(deps, tenant, params.adapter, body, keepBrowserId(c))),
  );
};
