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
 * Keeps `sealed` as the secret being bound unless one kept since `staleBefore` is there, and returns the kept
 * one: two tabs asking at once get the same secret, and a reload shows the QR code the app may have scanned;
 * one shown long ago and never confirmed is replaced.
 */
export async function keepPendingSecret(
  db: Queryable,
  userId: string,
  sealed: string,
  now: Date,
  staleBefore: Date,
) {
  const row = await db.row(
    z.object({ pendingSecret: z.string() }),
    `insert into otp_device as d (user_id, pending_secret, pending_since) values ($1, $2, $3)
     on conflict (user_id) do update set
       pending_secret = case when d.pending_since > $4 then d.pending_secret else excluded.pending_secret end,
       pending_since = case when d.pending_since > $4 then d.pending_since else excluded.pending_since end
     returning pending_secret as "pendingSecret"`,
    [userId, sealed, now, staleBefore],
  );
  return row?.pendingSecret ?? sealed;
}

/**
 * Binds the pending secret the code was checked against; false when it changed, was bound meanwhile, or was
 * kept since before `staleBefore`.
 */
export async function bindPendingSecret(
  db: Queryable,
  userId: string,
  sealed: string,
  now: Date,
  staleBefore: Date,
) {
  return db.exists(
    `update otp_device set bound_secret = pending_secret, bound_at = $3, pending_secret = null, pending_since = null
     where user_id = $1 and pending_secret = $2 and pending_since > $4 returning user_id`,
    [userId, sealed, now, staleBefore],
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

/**
 * Claims `step` for the user's app: only a step after the last one claimed passes (monotonic, so a code seen
 * once, or one of an earlier step, is refused), in one conditional update, so two claims at once cannot both
 * pass.
 */
export async function claimOtpStep(db: Queryable, userId: string, step: number) {
  return db.exists(
    `update otp_device set last_step = $2
     where user_id = $1 and (last_step is null or last_step < $2) returning last_step`,
    [userId, step],
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
