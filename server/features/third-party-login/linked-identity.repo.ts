import * as z from 'zod/mini';
import type { ThirdPartyKind } from '../../../schemas/third-party-sources';
import { LoginUser } from '../../account/user.repo';
import type { Queryable } from '../../db/db';

/** An external account (a source's subject) and the local user it signs in as. */
export type IdentityLink = { enterpriseId: string; kind: ThirdPartyKind; subject: string; userId: string };

const LINKED_USER = `select u.id, u.username, u.password_hash as "passwordHash", u.status,
  u.account_expires_at as "accountExpiresAt"
  from linked_identity l join app_user u on u.id = l.user_id`;

/** The local user the source's subject is linked to, or null. */
export async function findLinkedUser(
  db: Queryable,
  enterpriseId: string,
  kind: ThirdPartyKind,
  subject: string,
): Promise<LoginUser | null> {
  return db.row(LoginUser, `${LINKED_USER} where l.enterprise_id = $1 and l.kind = $2 and l.subject = $3`, [
    enterpriseId,
    kind,
    subject,
  ]);
}

/**
 * Links the subject to the user, unless either is linked already (SPEC 8): the subject to someone
 * (`openid_bound`), or the user to another subject of the source (`username_bound`).
 */
export async function linkIdentity(
  db: Queryable,
  link: IdentityLink,
  now: Date,
): Promise<'linked' | 'openid_bound' | 'username_bound'> {
  const params = [link.enterpriseId, link.kind, link.subject, link.userId];
  const linked = await db.exists(
    `insert into linked_identity (enterprise_id, kind, subject, user_id, linked_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning 1`,
    [...params, now],
  );
  if (linked) return 'linked';
  const subjectTaken = await db.exists(
    'select 1 from linked_identity where enterprise_id = $1 and kind = $2 and subject = $3',
    params.slice(0, 3),
  );
  return subjectTaken ? 'openid_bound' : 'username_bound';
}

/** Unlinks the user from the source (an administrator's or the user's own unlinking); whether it was linked. */
export async function unlinkIdentity(
  db: Queryable,
  enterpriseId: string,
  kind: ThirdPartyKind,
  userId: string,
) {
  return db.exists(
    'delete from linked_identity where enterprise_id = $1 and kind = $2 and user_id = $3 returning 1',
    [enterpriseId, kind, userId],
  );
}

/** The sources a user is linked through, with when, in the order they were linked. */
export async function listUserLinks(db: Queryable, enterpriseId: string, userId: string) {
  return db.rows(
    z.object({ kind: z.string(), linkedAt: z.date() }),
    `select kind, linked_at as "linkedAt" from linked_identity where enterprise_id = $1 and user_id = $2
     order by linked_at, kind`,
    [enterpriseId, userId],
  );
}
