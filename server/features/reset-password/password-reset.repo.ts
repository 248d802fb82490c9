import * as z from 'zod/mini';
import { usernameKey } from '../../../schemas/rules/username-key.rule';
import type { Queryable } from '../../db/db';

/** The account a reset is for, as the later steps read it. */
const ResetAccount = z.object({
  userId: z.string(),
  /** As stored. */
  username: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  hasQuestions: z.boolean(),
});
export type ResetAccount = z.output<typeof ResetAccount>;

/** A live reset: its account, whether that may still be reset, and whether it was proved. */
const LiveReset = z.extend(ResetAccount, { active: z.boolean(), verified: z.boolean() });
export type LiveReset = z.output<typeof LiveReset>;

// An account that may be reset: active and not expired at $now. Blank e-mails and phones are no way to it.
// A directory person's password is the directory's (015_directory_login): it is never set here.
const resettable = (u: string, now: string) =>
  `${u}.status = 'active' and (${u}.account_expires_at is null or ${u}.account_expires_at > ${now})
   and ${u}.directory_dn is null`;
const HAS_QUESTIONS = (u: string) => `exists (select 1 from secret_question q where q.user_id = ${u}.id)`;

/**
 * Step 1 in one statement: the tenant's account whose username (by its key), else e-mail (in any case), else
 * phone is `name` (or `phone`), gets a reset of digest `tokenHash` if it may be reset and has a way to be
 * proved; null otherwise. Every case runs the same statement, so neither the answer's time nor the work tells
 * them apart.
 */
export async function createReset(
  db: Queryable,
  reset: { enterpriseId: string; name: string; phone: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<ResetAccount | null> {
  return db.row(
    ResetAccount,
    `with found as (
       select u.id, u.username, u.email, u.phone_number, u.status, u.account_expires_at, u.directory_dn,
         ${HAS_QUESTIONS('u')} as has_questions
       from app_user u
       where u.enterprise_id = $1 and (u.username_key = $7 or lower(u.email) = lower($2) or u.phone_number = $3)
       order by case when u.username_key = $7 then 0 when lower(u.email) = lower($2) then 1 else 2 end
       limit 1
     ), provable as (
       select id, username, nullif(email, '') as email, nullif(phone_number, '') as phone_number, has_questions
       from found f
       where ${resettable('f', '$4')} and (coalesce(f.email, '') <> '' or coalesce(f.phone_number, '') <> ''
         or f.has_questions)
     ), created as (
       insert into password_reset (token_hash, enterprise_id, user_id, created_at, expires_at)
       select $5, $1, id, $4, $6 from provable returning user_id
     )
     select p.id as "userId", p.username, p.email, p.phone_number as "phoneNumber",
       p.has_questions as "hasQuestions"
     from provable p join created c on c.user_id = p.id`,
    [
      reset.enterpriseId,
      reset.name,
      reset.phone,
      now,
      reset.tokenHash,
      reset.expiresAt,
      usernameKey(reset.name),
    ],
  );
}

/** Drops resets that ran out before `before`: they answer as unknown ones do. */
export async function dropOldResets(db: Queryable, before: Date) {
  await db.run('delete from password_reset where expires_at < $1', [before]);
}

/** The tenant's reset of digest `tokenHash`, unless it ended or ran out at `now`. */
export async function findLiveReset(
  db: Queryable,
  enterpriseId: string,
  tokenHash: string,
  now: Date,
): Promise<LiveReset | null> {
  return db.row(
    LiveReset,
    `select u.id as "userId", u.username, nullif(u.email, '') as email,
       nullif(u.phone_number, '') as "phoneNumber", ${HAS_QUESTIONS('u')} as "hasQuestions",
       (${resettable('u', '$3')}) as active, r.verified_at is not null as verified
     from password_reset r join app_user u on u.id = r.user_id
     where r.token_hash = $1 and r.enterprise_id = $2 and r.ended_at is null and r.expires_at > $3`,
    [tokenHash, enterpriseId, now],
  );
}

/** Marks the live reset proved, `by` a code or the answers; false when it ended or ran out meanwhile. */
export async function markResetVerified(
  db: Queryable,
  tokenHash: string,
  by: 'email' | 'phone' | 'question',
  now: Date,
  provedTokenHash: string,
) {
  // The proved reset takes a new token: the one it had travelled in a URL (the questions' GET), and only the
  // new one, which never does, may set the password.
  return db.exists(
    `update password_reset set verified_at = $3, verified_by = $2, token_hash = $4
     where token_hash = $1 and ended_at is null and expires_at > $3 returning token_hash`,
    [tokenHash, by, now, provedTokenHash],
  );
}

/**
 * Ends the proved, live reset of `tokenHash` in one statement, so of two submissions at once one sets the
 * password; its user, or null when it is not (any more) one to complete.
 */
export async function completeReset(db: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const row = await db.row(
    z.object({ userId: z.string() }),
    `update password_reset set ended_at = $2
     where token_hash = $1 and ended_at is null and expires_at > $2 and verified_at is not null
     returning user_id as "userId"`,
    [tokenHash, now],
  );
  return row?.userId ?? null;
}

/** Ends every other live reset of the user: the password they would set is set. */
export async function endResetsOf(db: Queryable, userId: string, now: Date) {
  await db.run('update password_reset set ended_at = $2 where user_id = $1 and ended_at is null', [
    userId,
    now,
  ]);
}

/** Records the client token of a reset submission; false when it was handled before, in every process. */
export async function claimResetClientToken(
  db: Queryable,
  enterpriseId: string,
  clientToken: string,
  now: Date,
): Promise<boolean> {
  return db.exists(
    `insert into password_reset_request (enterprise_id, client_token, created_at) values ($1, $2, $3)
     on conflict do nothing returning client_token`,
    [enterpriseId, clientToken, now],
  );
}
