import type { SyncToSpRequest } from '../../../schemas/modify-password.schema';
import type { Queryable } from '../../db/db';

/** Queues a sync of the accounts to their service-provider apps (recorded only; nothing is sent yet). */
export async function recordSpSync(db: Queryable, request: SyncToSpRequest, now: Date) {
  await db.run('insert into sp_sync_request (account_uuids, applications, created_at) values ($1, $2, $3)', [
    request.accountUuids,
    request.applications,
    now,
  ]);
}
