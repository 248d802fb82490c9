import { randomUUID } from 'node:crypto';
import { usernameKey } from '../../schemas/rules/username-key.rule';
import { LoginUser, SELECT_LOGIN_USER } from '../account/user.repo';
import type { Queryable } from '../db/db';
import type { DirectoryEntry } from './directory-client';

/** The local user a directory entry signed in as before, found by the entry's DN. */
export async function findDirectoryUser(
  db: Queryable,
  enterpriseId: string,
  dn: string,
): Promise<LoginUser | null> {
  return db.row(LoginUser, `${SELECT_LOGIN_USER} where enterprise_id = $1 and directory_dn = $2`, [
    enterpriseId,
    dn,
  ]);
}

/**
 * A directory person's first login: a local user with the entry's name, mail, mobile and display name, and no
 * local password. Null when a local account already has that name (in any spelling of it): it is somebody
 * else's until an administrator links them. A mail or mobile another account holds is left out (each is one
 * account's).
 */
export async function createDirectoryUser(
  db: Queryable,
  enterpriseId: string,
  entry: DirectoryEntry,
): Promise<LoginUser | null> {
  const inserted = await db.row(
    LoginUser,
    `insert into app_user (id, enterprise_id, username, display_name, email, phone_number, password_hash,
       directory_dn, username_key)
     select $1, $2, $3, $4,
       case when $5::text is null
         or exists (select 1 from app_user where enterprise_id = $2 and lower(email) = lower($5::text))
         then null else $5::text end,
       case when $6::text is null
         or exists (select 1 from app_user where enterprise_id = $2 and phone_number = $6::text)
         then null else $6::text end,
       null, $7, $8
     where not exists (select 1 from app_user where enterprise_id = $2 and username_key = $8)
     on conflict do nothing
     returning id, username, password_hash as "passwordHash", status, account_expires_at as "accountExpiresAt"`,
    [
      randomUUID(),
      enterpriseId,
      entry.username,
      entry.displayName ?? entry.username,
      entry.mail,
      entry.mobile,
      entry.dn,
      usernameKey(entry.username),
    ],
  );
  return inserted ?? (await findDirectoryUser(db, enterpriseId, entry.dn));
}
