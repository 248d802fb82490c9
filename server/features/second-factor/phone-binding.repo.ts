import type { Queryable } from '../../db/db';

/** Whether another user of the tenant has `phoneNumber`. */
export async function phoneTaken(db: Queryable, enterpriseId: string, userId: string, phoneNumber: string) {
  return db.exists('select 1 from app_user where enterprise_id = $1 and phone_number = $2 and id <> $3', [
    enterpriseId,
    phoneNumber,
    userId,
  ]);
}

/**
 * Binds `phoneNumber` to a user who has none; false when the user has one by now, or the number became
 * another user's (the unique index decides between two at once).
 */
export async function bindPhone(db: Queryable, enterpriseId: string, userId: string, phoneNumber: string) {
  try {
    return await db.exists(
      `update app_user set phone_number = $3
       where id = $2 and enterprise_id = $1 and phone_number is null
         and not exists (select 1 from app_user o where o.enterprise_id = $1 and o.phone_number = $3)
       returning id`,
      [enterpriseId, userId, phoneNumber],
    );
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

// PostgreSQL's unique_violation, as node-postgres and PGlite both report it.
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
