import * as z from 'zod/mini';
import { LoginUser } from '../../account/user.repo';
import type { Queryable } from '../../db/db';
import type { LinkKind } from './link-kind';

/**
 * An external account (a source's subject, as the issuer the source then named vouched for it) and the local
 * user it signs in as.
 */
export type IdentityLink = {
  enterpriseId: string;
  kind: LinkKind;
  issuer: string;
  subject: string;
  userId: string;
};

const LINKED_USER = `select u.id, u.username, u.password_hash as "passwordHash", u.status,
  u.account_expires_at as "accountExpiresAt"
  from linked_identity l join app_user u on u.id = l.user_id`;

/** Who signed in through a source: the issuer that vouched for them and its id for them. */
export type LinkedSubject = { issuer: string; subject: string };

/** The local user the subject is linked to under this issuer (a link made under another is not), or null. */
export async function findLinkedUser(
  db: Queryable,
  enterpriseId: string,
  kind: LinkKind,
  { issuer, subject }: LinkedSubject,
): Promise<LoginUser | null> {
  return db.row(
    LoginUser,
    `${LINKED_USER} where l.enterprise_id = $1 and l.kind = $2 and l.issuer = $3 and l.subject = $4`,
    [enterpriseId, kind, issuer, subject],
  );
}

/**
 * Links the subject to the user, unless either is linked already under this issuer (SPEC 8): the subject to
 * someone (`openid_bound`), or the user to another subject of the source (`username_bound`).
 */
export async function linkIdentity(
  db: Queryable,
  link: IdentityLink,
  now: Date,
): Promise<'linked' | 'openid_bound' | 'username_bound'> {
  const params = [link.enterpriseId, link.kind, link.issuer, link.subject, link.userId];
  const linked = await db.exists(
    `insert into linked_identity (enterprise_id, kind, issuer, subject, user_id, linked_at)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning 1`,
    [...params, now],
  );
  if (linked) return 'linked';
  const subjectTaken = await db.exists(
    'select 1 from linked_identity where enterprise_id = $1 and kind = $2 and issuer = $3 and subject = $4',
    params.slice(0, 4),
  );
  return subjectTaken ? 'openid_bound' : 'username_bound';
}

/** Unlinks the user from the source, under every issuer (an administrator's or the user's own unlinking); whether it was linked. */
export async function unlinkIdentity(db: Queryable, enterpriseId: string, kind: LinkKind, userId: string) {
  return db.exists(
    'delete from linked_identity where enterprise_id = $1 and kind = $2 and user_id = $3 returning 1',
    [enterpriseId, kind, userId],
  );
}

/** The sources a user is linked through, with when and under which issuer, in the order they were linked. */
export async function listUserLinks(db: Queryable, enterpriseId: string, userId: string) {
  return db.rows(
    z.object({ kind: z.string(), linkedAt: z.date(), issuer: z.string() }),
    `select kind, linked_at as "linkedAt", issuer from linked_identity where enterprise_id = $1 and user_id = $2
     order by linked_at, kind`,
    [enterpriseId, userId],
  );
}

/**
 * Moves the tenant's links made under issuers below `from` to the same path below `to`: the demo identity
 * process moved (third-party-source.repo.ts moveThirdPartySources), not the provider.
 */
export async function moveLinkIssuers(db: Queryable, enterpriseId: string, from: string, to: string) {
  await db.run(
    `update linked_identity set issuer = $3 || substr(issuer, length($2) + 1)
     where enterprise_id = $1 and starts_with(issuer, $2 || '/')`,
    [enterpriseId, from, to],
  );
}
