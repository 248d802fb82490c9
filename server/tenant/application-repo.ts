import type { Queryable } from '../db/db';
import type { SpLogged, SpLoggedQuery } from '../../schemas/session.schema';

/** A service-provider app by its sp_code and key, and whether `userId` is assigned to it. */
export async function findApplicationAccess(
  db: Queryable,
  userId: string,
  query: SpLoggedQuery,
): Promise<SpLogged | null> {
  const result = await db.query<SpLogged>(
    `select a.sp_code as "spCode", a.name as "applicationName", a.redirect_url as "redirectUrl",
       a.requires_second_factor as "applicationTwoFactor",
       exists (select 1 from user_application ua where ua.application_id = a.id and ua.user_id = $3) as permitted
     from application a where a.sp_code = $1 and a.application_key = $2`,
    [query.sp_code, query.application_key, userId],
  );
  return result.rows[0] ?? null;
}
