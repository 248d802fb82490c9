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

/**
 * Records that the session of `tokenHash` is handed to the provider app of `query`. Called when sp_logged
 * answers permitted: that answer is what lets the login send the token on to the provider.
 */
export async function recordProviderSignIn(
  db: Queryable,
  tokenHash: string,
  query: SpLoggedQuery,
  now: Date,
) {
  await db.query(
    `insert into access_token_application (token_hash, application_id, signed_in_at)
     select $1, a.id, $4 from application a where a.sp_code = $2 and a.application_key = $3
     on conflict do nothing`,
    [tokenHash, query.sp_code, query.application_key, now],
  );
}

/** The logout addresses of the provider apps the session of `tokenHash` was handed to (those that have one). */
export async function providerLogoutUrls(db: Queryable, tokenHash: string): Promise<string[]> {
  const result = await db.query<{ logoutUrl: string }>(
    `select a.logout_url as "logoutUrl"
     from access_token_application s join application a on a.id = s.application_id
     where s.token_hash = $1 and a.logout_url is not null
     order by s.signed_in_at, a.id`,
    [tokenHash],
  );
  return result.rows.map((row) => row.logoutUrl);
}
