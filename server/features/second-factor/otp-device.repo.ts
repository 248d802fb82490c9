import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** The user's authenticator app: the bound secret and the one being bound, both sealed. */
const OtpDevice = z.object({ boundSecret: z.nullable(z.string()), pendingSecret: z.nullable(z.string()) });
export type OtpDevice = z.output<typeof OtpDevice>;

export async function findOtpDevice(db: Queryable, userId: string): Promise<OtpDevice | null> {
  return db.row(
    OtpDevice,
    'select bound_secret as "boundSecret", pending_secret as "pendingSecret" from otp_device where user_id = $1',
    [userId],
  );
}

/**
 * Keeps `sealed` as the secret being bound unless one is kept already, and returns the kept one: two tabs
 * asking at once get the same secret, and a reload shows the QR code the app may have scanned.
 */
export async function keepPendingSecret(db: Queryable, userId: string, sealed: string, now: Date) {
  const row = await db.row(
    z.object({ pendingSecret: z.string() }),
    `insert into otp_device as d (user_id, pending_secret, pending_since) values ($1, $2, $3)
     on conflict (user_id) do update set
       pending_secret = coalesce(d.pending_secret, excluded.pending_secret),
       pending_since = coalesce(d.pending_since, excluded.pending_since)
     returning pending_secret as "pendingSecret"`,
    [userId, sealed, now],
  );
  return row?.pendingSecret ?? sealed;
}

/** Binds the pending secret the code was checked against; false when it changed or was bound meanwhile. */
export async function bindPendingSecret(db: Queryable, userId: string, sealed: string, now: Date) {
  return db.exists(
    `update otp_device set bound_secret = pending_secret, bound_at = $3, pending_secret = null, pending_since = null
     where user_id = $1 and pending_secret = $2 returning user_id`,
    [userId, sealed, now],
  );
}

/** Sets a bound secret directly (the seed's demo apps). */
export async function bindSecret(db: Queryable, userId: string, sealed: string, now: Date) {
  await db.run(
    `insert into otp_device (user_id, bound_secret, bound_at) values ($1, $2, $3)
     on conflict (user_id) do update set bound_secret = excluded.bound_secret, bound_at = excluded.bound_at`,
    [userId, sealed, now],
  );
}

/** Records that the code of `step` was used; false when it was used before (in any process). */
export async function claimOtpStep(db: Queryable, userId: string, step: number, now: Date) {
  return db.exists(
    `insert into otp_used_step (user_id, step, used_at) values ($1, $2, $3)
     on conflict do nothing returning step`,
    [userId, step, now],
  );
}

/** Forgets the user's app, bound or being bound (it was lost): the next one is bound afresh. */
export async function unbindOtpDevice(db: Queryable, userId: string) {
  await db.run(
    `update otp_device set bound_secret = null, bound_at = null, pending_secret = null, pending_since = null
     where user_id = $1`,
    [userId],
  );
}
