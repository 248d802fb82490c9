import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { usernameKey } from '../../schemas/rules/username-key.rule';
import type { Queryable } from '../db/db';

export const LoginUser = z.object({
  id: z.string(),
  /** As stored: the name the failure counters and the session use. */
  username: z.string(),
  /** Null for a directory person's user: the directory checks their password (015_directory_login). */
  passwordHash: z.nullable(z.string()),
  status: z.string(),
  accountExpiresAt: z.nullable(z.date()),
});
export type LoginUser = z.output<typeof LoginUser>;

const LOGIN_USER_COLUMNS = `id, username, password_hash as "passwordHash", status,
  account_expires_at as "accountExpiresAt"`;
export const SELECT_LOGIN_USER = `select ${LOGIN_USER_COLUMNS} from app_user`;

/** The account a typed name names: found by the name's key, as the failure counters count it. */
export async function findLoginUser(
  db: Queryable,
  enterpriseId: string,
  username: string,
): Promise<LoginUser | null> {
  return db.row(LoginUser, `${SELECT_LOGIN_USER} where enterprise_id = $1 and username_key = $2`, [
    enterpriseId,
    usernameKey(username),
  ]);
}

const TenantLoginUser = z.extend(LoginUser, { enterpriseId: z.string() });
export type TenantLoginUser = z.output<typeof TenantLoginUser>;

/**
 * The account of a typed name in every tenant that has one (the instance-wide password login), found by the
 * name's key as `findLoginUser` finds it in one.
 */
export async function findLoginUsersEverywhere(db: Queryable, username: string): Promise<TenantLoginUser[]> {
  return db.rows(
    TenantLoginUser,
    `select enterprise_id as "enterpriseId", ${LOGIN_USER_COLUMNS} from app_user where username_key = $1
     order by enterprise_id`,
    [usernameKey(username)],
  );
}

const CONTACT_MATCH = { email: 'lower(email) = lower($2)', phone: 'phone_number = $2' } as const;

/**
 * The tenant's account whose mail (in any case) or phone (as accounts store it) is `value`: one at most, as
 * both are unique (011_phone_binding, 012_registration). A directory person's user is not one: the directory
 * decides who they are, every time.
 */
export async function findContactUser(
  db: Queryable,
  enterpriseId: string,
  field: keyof typeof CONTACT_MATCH,
  value: string,
): Promise<LoginUser | null> {
  return db.row(
    LoginUser,
    `${SELECT_LOGIN_USER} where enterprise_id = $1 and ${CONTACT_MATCH[field]} and directory_dn is null`,
    [enterpriseId, value],
  );
}

/** The tenant's account whose phone is `phoneNumber` (findContactUser), for the SMS login. */
export const findPhoneUser = (db: Queryable, enterpriseId: string, phoneNumber: string) =>
  findContactUser(db, enterpriseId, 'phone', phoneNumber);

/**
 * The tenant's own account of the name, found by the name's key: the USB-key login's, whose certificate names
 * it. A directory person's user is not one: the directory decides who they are, every time.
 */
export async function findLocalLoginUser(
  db: Queryable,
  enterpriseId: string,
  username: string,
): Promise<LoginUser | null> {
  return db.row(
    LoginUser,
    `${SELECT_LOGIN_USER} where enterprise_id = $1 and username_key = $2 and directory_dn is null`,
    [enterpriseId, usernameKey(username)],
  );
}

export async function hasDevice(db: Queryable, userId: string, deviceId: string): Promise<boolean> {
  return db.exists('select 1 from user_device where user_id = $1 and device_id = $2', [userId, deviceId]);
}

export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  const row = await db.row(
    z.object({ passwordHash: z.nullable(z.string()) }),
    'select password_hash as "passwordHash" from app_user where id = $1',
    [userId],
  );
  return row?.passwordHash ?? null;
}

/**
 * Replaces a hash of an older kind or parameters by `hash` of the same password, unless the password changed
 * meanwhile; its expiry and flags stay as they are.
 */
export async function upgradePasswordHash(db: Queryable, userId: string, oldHash: string, hash: string) {
  await db.run('update app_user set password_hash = $3 where id = $1 and password_hash = $2', [
    userId,
    oldHash,
    hash,
  ]);
}

/** Stores a new password and clears the forced-change flags; the new one expires after the tenant's validity. */
export async function setPassword(db: Queryable, userId: string, hash: string, expiresAt: Date) {
  await db.run(
    'update app_user set password_hash = $2, must_change_password = false, password_expires_at = $3 where id = $1',
    [userId, hash, expiresAt],
  );
}

/** Whether the user is assigned to any service-provider application (its password is then stored for them). */
export async function hasUserApplications(db: Queryable, userId: string): Promise<boolean> {
  return db.exists('select 1 from user_application where user_id = $1 limit 1', [userId]);
}

/** A self-registered account (SPEC section 4): an end user, active at once or pending the approval. */
export type NewAccount = {
  id: string;
  enterpriseId: string;
  username: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  status: 'active' | 'pending';
  passwordExpiresAt: Date;
};

export async function insertAccount(db: Queryable, account: NewAccount) {
  await db.run(
    `insert into app_user (id, enterprise_id, username, display_name, email, phone_number, password_hash,
       status, password_expires_at, username_key)
     values ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9)`,
    [
      account.id,
      account.enterpriseId,
      account.username,
      account.email,
      account.phoneNumber,
      account.passwordHash,
      account.status,
      account.passwordExpiresAt,
      usernameKey(account.username),
    ],
  );
}

/** An approved registration: its pending account may sign in. */
export async function activatePendingAccount(db: Queryable, userId: string) {
  await db.run(`update app_user set status = 'active' where id = $1 and status = 'pending'`, [userId]);
}

/**
 * A rejected registration: its pending account goes, so the name, e-mail and phone are free again. A pending
 * account never signed in (rest_token refuses it first), so it has no tokens or factors; only what an
 * administrator may have assigned it goes with it, and its registration record keeps its history.
 */
export async function deletePendingAccount(db: Queryable, userId: string) {
  const pending = `exists (select 1 from app_user where id = $1 and status = 'pending')`;
  await db.run(`delete from user_application where user_id = $1 and ${pending}`, [userId]);
  await db.run(`delete from user_device where user_id = $1 and ${pending}`, [userId]);
  await db.run(`delete from two_factor_application_user where user_id = $1 and ${pending}`, [userId]);
  // The failure count of the name goes too: whoever registers it next starts afresh.
  await db.run(
    `delete from login_failure where (enterprise_id, username) in
       (select enterprise_id, username_key from app_user where id = $1 and status = 'pending')`,
    [userId],
  );
  await db.run(`delete from app_user where id = $1 and status = 'pending'`, [userId]);
}

/** The account of `userId`, as a login checks it (a QR code stores who confirmed it by id). */
export async function findLoginUserById(db: Queryable, userId: string): Promise<LoginUser | null> {
  return db.row(LoginUser, `${SELECT_LOGIN_USER} where id = $1`, [userId]);
}

/** A user another system vouches for (a directory entry, a third-party provider): no local password. */
export type OutsideUser = {
  enterpriseId: string;
  username: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  /** The directory entry it stands for; null for a third-party provider's. */
  directoryDn: string | null;
};

/**
 * Makes the user unless a local account has its name (in any spelling): null then. A mail or mobile another
 * account holds is left out (each is one account's).
 */
export async function insertOutsideUser(db: Queryable, user: OutsideUser): Promise<LoginUser | null> {
  return db.row(
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
      user.enterpriseId,
      user.username,
      user.displayName,
      user.email,
      user.phone,
      user.directoryDn,
      usernameKey(user.username),
    ],
  );
}
