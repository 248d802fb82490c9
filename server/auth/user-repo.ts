import type { Queryable } from '../db/db';

export interface LoginUser {
  id: string;
  passwordHash: string;
  status: string;
  accountExpiresAt: Date | null;
}

/** Usernames match case-insensitively, as the failure counters do. */
export async function findLoginUser(
  db: Queryable,
  enterpriseId: string,
  username: string,
): Promise<LoginUser | null> {
  const result = await db.query<LoginUser>(
    `select id, password_hash as "passwordHash", status, account_expires_at as "accountExpiresAt"
     from app_user where enterprise_id = $1 and lower(username) = lower($2)`,
    [enterpriseId, username.trim()],
  );
  return result.rows[0] ?? null;
}

export async function hasDevice(db: Queryable, userId: string, deviceId: string): Promise<boolean> {
  const result = await db.query('select 1 from user_device where user_id = $1 and device_id = $2', [
    userId,
    deviceId,
  ]);
  return result.rows.length > 0;
}

export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  const result = await db.query<{ passwordHash: string }>(
    'select password_hash as "passwordHash" from app_user where id = $1',
    [userId],
  );
  return result.rows[0]?.passwordHash ?? null;
}

/** Stores a new password and clears the forced-change flags; the new one expires after the tenant's validity. */
export async function setPassword(db: Queryable, userId: string, hash: string, expiresAt: Date) {
  await db.query(
    'update app_user set password_hash = $2, must_change_password = false, password_expires_at = $3 where id = $1',
    [userId, hash, expiresAt],
  );
}

export async function countUserApplications(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ n: number }>(
    'select count(*)::int as n from user_application where user_id = $1',
    [userId],
  );
  return result.rows[0]?.n ?? 0;
}
