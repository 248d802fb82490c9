import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { browserId, keepBrowserId } from '../../http/browser-id';
import { mount, type Routes } from '../../http/mount';
import { outcomeReply } from '../../http/respond';
import { startChain } from './chain-start.service';
import { validateChain } from './chain-validate.service';

/**
 * Composite chains (issue 15, SPEC 7 composite calls), public and bound to the browser's id cookie: a chain's
 * start, and the exchange of its code for the token once its login steps passed.
 */
export const compositeRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.compositeStart, async ({ c, tenant, body }) => {
    const asker = { browserId: keepBrowserId(c), address: c.get('clientAddress') };
    return outcomeReply(c, await startChain(deps, tenant, body, asker));
  });
  mount(app, deps, ENDPOINTS.compositeValidate, async ({ c, tenant, body }) =>
    outcomeReply(c, await validateChain(deps, tenant, body, browserId(c))),
  );
};
