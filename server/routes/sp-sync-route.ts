import { Hono } from 'hono';
import { SyncToSpRequest, SyncToSpResponse } from '../../schemas/password-change.schema';
import type { AppEnv, Deps } from '../http/app-env';
import { readBody } from '../http/read-body';
import { fail, okBody, respond } from '../http/respond';

/**
 * POST /api/public/bff/v1.2/change_enduser_pwd/sync_to_sp/update: after a password change, queue a sync of the
 * accounts to their service-provider apps. No password travels here; the request is only recorded.
 */
export function spSyncRoute({ db, clock }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/change_enduser_pwd/sync_to_sp/update', async (c) => {
    const body = SyncToSpRequest.safeParse(await readBody(c));
    if (!body.success) return fail(c, 'InvalidParameter', 'accountUuids and applications must be lists');
    const { accountUuids, applications } = body.data;
    await db.query(
      'insert into sp_sync_request (account_uuids, applications, created_at) values ($1, $2, $3)',
      [accountUuids, applications, clock.now()],
    );
    return respond(c, SyncToSpResponse, okBody({ accepted: accountUuids.length }));
  });
  return app;
}
