import * as z from 'zod/mini';
import type { SpLoggedQuery } from '../../schemas/session.schema';
import type { Queryable } from '../db/db';

/** A service provider's application is named by its sp_code and key, both of which must match ($1, $2). */
const BY_SP_CODE_AND_KEY = 'a.sp_code = $1 and a.application_key = $2';

const SpAccess = z.object({
  spCode: z.string(),
  applicationName: z.string(),
  redirectUrl: z.string(),
  requiresSecondFactor: z.boolean(),
  appSecurityLevel: z.int(),
  permitted: z.boolean(),
});
export type SpAccess = z.output<typeof SpAccess>;

/**
 * A service-provider app of the tenant `enterpriseId` by its sp_code and key, and whether `userId` is assigned
 * to it; another tenant's app is unknown here.
 */
export async function findApplicationAccess(
  db: Queryable,
  enterpriseId: string,
  userId: string,
  query: SpLoggedQuery,
): Promise<SpAccess | null> {
  return db.row(
    SpAccess,
    `select a.sp_code as "spCode", a.name as "applicationName", a.redirect_url as "redirectUrl",
       a.requires_second_factor as "requiresSecondFactor", a.app_security_level as "appSecurityLevel",
       exists (select 1 from user_application ua where ua.application_id = a.id and ua.user_id = $3) as permitted
     from application a where ${BY_SP_CODE_AND_KEY} and a.enterprise_id = $4`,
    [query.sp_code, query.application_key, userId, enterpriseId],
  );
}

const ProviderApplication = z.object({ id: z.string(), appSecurityLevel: z.int() });
export type ProviderApplication = z.output<typeof ProviderApplication>;

/** The tenant's service-provider app of that sp_code and key, before anyone signs in (application/load_auths). */
export async function findProviderApplication(
  db: Queryable,
  enterpriseId: string,
  query: SpLoggedQuery,
): Promise<ProviderApplication | null> {
  return db.row(
    ProviderApplication,
    `select a.id, a.app_security_level as "appSecurityLevel"
     from application a where ${BY_SP_CODE_AND_KEY} and a.enterprise_id = $3`,
    [query.sp_code, query.application_key, enterpriseId],
  );
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
  await db.run(
    `insert into access_token_application (token_hash, application_id, signed_in_at)
     select $3, a.id, $4 from application a where ${BY_SP_CODE_AND_KEY}
     on conflict do nothing`,
    [query.sp_code, query.application_key, tokenHash, now],
  );
}

/** The logout addresses of the provider apps the session of `tokenHash` was handed to (those that have one). */
export async function providerLogoutUrls(db: Queryable, tokenHash: string): Promise<string[]> {
  const rows = await db.rows(
    z.object({ logoutUrl: z.string() }),
    `select a.logout_url as "logoutUrl"
     from access_token_application s join application a on a.id = s.application_id
     where s.token_hash = $1 and a.logout_url is not null
     order by s.signed_in_at, a.id`,
    [tokenHash],
  );
  return rows.map((row) => row.logoutUrl);
}
