import { LoginUser, SELECT_LOGIN_USER, insertOutsideUser } from '../account/user.repo';
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
 * else's until an administrator links them.
 */
export async function createDirectoryUser(
  db: Queryable,
  enterpriseId: string,
  entry: DirectoryEntry,
): Promise<LoginUser | null> {
  const inserted = await insertOutsideUser(db, {
    enterpriseId,
    username: entry.username,
    displayName: entry.displayName ?? entry.username,
    email: entry.mail,
    phone: entry.mobile,
    directoryDn: entry.dn,
  });
  return inserted ?? (await findDirectoryUser(db, enterpriseId, entry.dn));
}
