import type { Queryable } from '../db/db';

export interface TwoFactorApplication {
  id: string;
  name: string;
  loginUrl: string;
  secret: string;
}

/** The application of `purchaseId` in the user's tenant. */
export async function findTwoFactorApplication(
  db: Queryable,
  enterpriseId: string,
  purchaseId: string,
): Promise<TwoFactorApplication | null> {
  const result = await db.query<TwoFactorApplication>(
    `select id, name, login_url as "loginUrl", secret from two_factor_application
     where enterprise_id = $1 and purchase_id = $2`,
    [enterpriseId, purchaseId],
  );
  return result.rows[0] ?? null;
}

/** The demo application's own page reads its key to check what it is handed. */
export async function findTwoFactorApplicationById(db: Queryable, id: string) {
  const result = await db.query<TwoFactorApplication>(
    'select id, name, login_url as "loginUrl", secret from two_factor_application where id = $1',
    [id],
  );
  return result.rows[0] ?? null;
}

export async function isAssigned(db: Queryable, applicationId: string, userId: string): Promise<boolean> {
  const result = await db.query(
    'select 1 from two_factor_application_user where application_id = $1 and user_id = $2',
    [applicationId, userId],
  );
  return result.rows.length > 0;
}

/** Records the answer to `state`; false when it was answered before (a replay). */
export async function answerStateOnce(
  db: Queryable,
  applicationId: string,
  state: string,
  now: Date,
): Promise<boolean> {
  const result = await db.query(
    `insert into two_factor_state (application_id, state, answered_at) values ($1, $2, $3)
     on conflict do nothing returning state`,
    [applicationId, state, now],
  );
  return result.rows.length > 0;
}
