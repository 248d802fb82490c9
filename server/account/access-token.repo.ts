import * as z from 'zod/mini';
import { applicationRequiresSecondFactor } from '../../schemas/rules/second-factor.rule';
import type { Queryable } from '../db/db';
import { parseTenantSettings } from '../tenant/tenant-settings.schema';
import { newOpaqueToken, sha256Hex } from '../crypto/opaque-token';

/** The user behind a valid bearer token. */
const SessionFields = {
  tokenHash: z.string(),
  userId: z.string(),
  enterpriseId: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  loginRole: z.int(),
  mustChangePassword: z.boolean(),
  passwordExpiresAt: z.nullable(z.date()),
  riskLocked: z.boolean(),
  hasSecondFactor: z.boolean(),
  secondFactorVerified: z.boolean(),
  /**
   * The token is a composite chain's whose factor steps are not all passed (issue 15): it owes them. An ended
   * chain (a step refused) never finishes, so its token keeps owing: it fails closed.
   */
  chainOwes: z.boolean(),
  /** The adapter the token was obtained with. */
  authType: z.nullable(z.string()),
  /** Obtained by an application's one-time-code check: it answers that application only. */
  applicationCheck: z.boolean(),
};

/**
 * The row also holds the strictest facts of the service-provider applications this session was handed to
 * (sp_logged, permitted; null when none: no provider login) and the tenant's settings, which together say
 * whether those applications require the second factor: `providerTwoFactor`, null for no provider login.
 */
const SessionUser = z.pipe(
  z.object({
    ...SessionFields,
    providerRequires: z.nullable(z.boolean()),
    providerLevel: z.nullable(z.int()),
    tenantSettings: z.unknown(),
  }),
  z.transform(({ providerRequires, providerLevel, tenantSettings, ...session }) => ({
    ...session,
    providerTwoFactor:
      providerRequires === null || providerLevel === null
        ? null
        : applicationRequiresSecondFactor(
            { requiresSecondFactor: providerRequires, appSecurityLevel: providerLevel },
            parseTenantSettings(tenantSettings).secondFactorSecurityLevel,
          ),
  })),
);
export type SessionUser = z.output<typeof SessionUser>;

/** A token to issue: whose, from when and for how long, by which login type, to which browser. */
export interface NewToken {
  userId: string;
  now: Date;
  ttlSeconds: number;
  authType: string;
  /**
   * The id of the browser it goes to (its cookie, server/http/browser-id.ts); null for a caller without one
   * (an API client), or for a token that is no sign-in of the browser.
   */
  browserId: string | null;
  /** Obtained by an application's one-time-code check: it answers that application only. */
  applicationCheck?: boolean;
}

/**
 * Issues a token and, in the same statement, ends every other live token issued to the same browser: the page
 * keeps one token, so the one a new sign-in replaces must not stay valid. Whoever it was issued to and in
 * whichever tenant: the browser's last sign-in replaces whoever signed in there before (a shared computer).
 * Only the browser id's digest is stored. Two sign-ins in one browser at the very same moment may both stay
 * live: the rule protects the person who signs in after another, not against the browser's own holder.
 */
export async function issueToken(db: Queryable, token: NewToken): Promise<string> {
  const { userId, now, ttlSeconds, authType, browserId, applicationCheck = false } = token;
  const issued = newOpaqueToken();
  await db.run(
    `with ended as (
       update access_token set revoked_at = $3 where browser_hash = $7 and revoked_at is null
     )
     insert into access_token (token_hash, user_id, created_at, expires_at, auth_type, application_check,
       browser_hash)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(issued),
      userId,
      now,
      new Date(now.getTime() + ttlSeconds * 1000),
      authType,
      applicationCheck,
      browserId === null ? null : sha256Hex(browserId),
    ],
  );
  return issued;
}

/** The session of `token` if it exists, is not revoked and has not expired at `now`. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionUser | null> {
  return db.row(
    SessionUser,
    `select t.token_hash as "tokenHash", u.id as "userId", u.enterprise_id as "enterpriseId", u.username,
       u.display_name as "displayName", u.email, u.phone_number as "phoneNumber", u.login_role as "loginRole",
       u.must_change_password as "mustChangePassword", u.password_expires_at as "passwordExpiresAt",
       u.risk_locked as "riskLocked", u.has_second_factor as "hasSecondFactor",
       t.second_factor_verified_at is not null as "secondFactorVerified", t.auth_type as "authType",
       t.application_check as "applicationCheck",
       exists (select 1 from composite_run r where r.token_hash = t.token_hash and r.finished_at is null)
         as "chainOwes",
       p.requires as "providerRequires", p.level as "providerLevel", e.settings as "tenantSettings"
     from access_token t join app_user u on u.id = t.user_id join enterprise e on e.id = u.enterprise_id
       cross join lateral (
         select bool_or(a.requires_second_factor) as requires, max(a.app_security_level) as level
         from access_token_application ta join application a on a.id = ta.application_id
         where ta.token_hash = t.token_hash) p
     where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2`,
    [sha256Hex(token), now],
  );
}

export async function markSessionSaved(db: Queryable, tokenHash: string, now: Date) {
  await db.run('update access_token set session_saved_at = $2 where token_hash = $1', [tokenHash, now]);
}

export async function revokeToken(db: Queryable, tokenHash: string, now: Date) {
  await db.run('update access_token set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash,
    now,
  ]);
}

/**
 * Revokes `token` if it is a live token of `userId`, and returns its hash; null when it ended nothing (another
 * user's token, or one already ended).
 */
export async function revokeUserToken(
  db: Queryable,
  userId: string,
  token: string,
  now: Date,
): Promise<string | null> {
  const revoked = await db.row(
    z.object({ tokenHash: z.string() }),
    `update access_token set revoked_at = $3 where token_hash = $1 and user_id = $2 and revoked_at is null
     returning token_hash as "tokenHash"`,
    [sha256Hex(token), userId, now],
  );
  return revoked?.tokenHash ?? null;
}

/** Revokes every live token of the user, except `keepTokenHash` when given. */
export async function revokeAllTokens(db: Queryable, userId: string, now: Date, keepTokenHash?: string) {
  await db.run(
    `update access_token set revoked_at = $2
     where user_id = $1 and revoked_at is null and token_hash is distinct from $3`,
    [userId, now, keepTokenHash ?? null],
  );
}
