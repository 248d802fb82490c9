import { ENDPOINTS } from '../../../schemas/endpoint-table';
import { mount, type Routes } from '../../http/mount';
import { okBody } from '../../http/respond';
import { recordSpSync } from './sp-sync.repo';

/**
 * POST change_enduser_pwd/sync_to_sp/update: after a password change, queue a sync of the accounts to their
 * service-provider apps. No password travels here; the request is only recorded.
 */
export const spSyncRoutes: Routes = (app, deps) => {
  mount(app, deps, ENDPOINTS.syncToSp, async ({ body }) => {
    await recordSpSync(deps.db, body, deps.clock.now());
    return okBody({ accepted: body.accountUuids.length });
  });
};
