import * as z from 'zod/mini';
import { APPLICATION_AUTH_TYPES } from '../../../schemas/application-two-factor.schema';
import type { Queryable } from '../../db/db';

const TwoFactorApplication = z.object({
  id: z.string(),
  name: z.string(),
  loginUrl: z.string(),
  secret: z.string(),
  /** How it wants its users checked (getAuthType). */
  authType: z.enum(APPLICATION_AUTH_TYPES),
});
export type TwoFactorApplication = z.output<typeof TwoFactorApplication>;

const SELECT =
  'select id, name, login_url as "loginUrl", secret, auth_type as "authType" from two_factor_application';

/** The application of `purchaseId` in the user's tenant. */
export async function findTwoFactorApplication(
  db: Queryable,
  enterpriseId: string,
  purchaseId: string,
): Promise<TwoFactorApplication | null> {
  return db.row(TwoFactorApplication, `${SELECT} where enterprise_id = $1 and purchase_id = $2`, [
    enterpriseId,
    purchaseId,
  ]);
}

/** The demo application's own page reads its key to check what it is handed. */
export async function findTwoFactorApplicationById(
  db: Queryable,
  id: string,
): Promise<TwoFactorApplication | null> {
  return db.row(TwoFactorApplication, `${SELECT} where id = $1`, [id]);
}

export async function isAssigned(db: Queryable, applicationId: string, userId: string): Promise<boolean> {
  return db.exists('select 1 from two_factor_application_user where application_id = $1 and user_id = $2', [
    applicationId,
    userId,
  ]);
}

/** Records the answer to `state`; false when it was answered before (a replay). */
export async function answerStateOnce(
  db: Queryable,
  applicationId: string,
  state: string,
  now: Date,
): Promise<boolean> {
  return db.exists(
    `insert into two_factor_state (application_id, state, answered_at) values ($1, $2, $3)
     on conflict do nothing returning state`,
    [applicationId, state, now],
  );
}
