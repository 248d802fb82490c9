import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { thirdPartyReply } from '../third-party-login/third-party-login.route';
import { complementForm, completePluginPerson } from './plugin-complement.service';
import { startPluginTrace } from './plugin-trace.service';
import { checkPluginTrace } from './trace-check.service';

/**
 * Plugin login sources (issue 15, SPEC 7 Plugin calls), every call public and bound to the browser's id
 * cookie: the trace and the plugin's login URL, the trace check, and the fields a trace waits for (their form,
 * then their values); the binding's calls are server/features/bind's. Refusals are failed envelopes, as a
 * third-party source's.
 */
export const pluginLoginRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.pluginTraceStart, async ({ c, tenant, body }) =>
    thirdPartyReply(c, await startPluginTrace(deps, tenant, body, keepBrowserId(c))),
  );
  mount(app, deps, ENDPOINTS.pluginTraceCheck, async ({ c, tenant, body }) =>
    thirdPartyReply(c, await checkPluginTrace(deps, tenant, body, keepBrowserId(c))),
  );
  mount(app, deps, ENDPOINTS.pluginComplementForm, async ({ c, tenant, query }) =>
    thirdPartyReply(c, await complementForm(deps, tenant, query, keepBrowserId(c))),
  );
  mount(app, deps, ENDPOINTS.pluginComplement, async ({ c, tenant, body }) =>
    thirdPartyReply(c, await completePluginPerson(deps, tenant, body, keepBrowserId(c))),
  );
};
