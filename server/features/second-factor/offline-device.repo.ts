import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** The user's offline device (OCRA): the suite it answers, the bound key and the one being bound, both sealed. */
const OfflineDevice = z.object({
  suite: z.string(),
  boundKey: z.nullable(z.string()),
  pendingKey: z.nullable(z.string()),
});
export type OfflineDevice = z.output<typeof OfflineDevice>;

export async function findOfflineDevice(db: Queryable, userId: string): Promise<OfflineDevice | null> {
  return db.row(
    OfflineDevice,
    `select suite, bound_key as "boundKey", pending_key as "pendingKey" from offline_device where user_id = $1`,
    [userId],
  );
}

/**
 * Keeps `sealed` as the key being bound unless one kept since `staleBefore` is there, and returns the kept
 * one: two tabs asking at once get the same key, and a reload shows the key the device may have taken; one
 * shown long ago and never confirmed is replaced.
 */
export async function keepPendingKey(
  db: Queryable,
  userId: string,
  suite: string,
  sealed: string,
  now: Date,
  staleBefore: Date,
) {
  const row = await db.row(
    z.object({ pendingKey: z.string() }),
    `insert into offline_device as d (user_id, suite, pending_key, pending_since) values ($1, $2, $3, $4)
     on conflict (user_id) do update set
       pending_key = case when d.pending_since > $5 then d.pending_key else excluded.pending_key end,
       pending_since = case when d.pending_since > $5 then d.pending_since else excluded.pending_since end
     returning pending_key as "pendingKey"`,
    [userId, suite, sealed, now, staleBefore],
  );
  return row?.pendingKey ?? sealed;
}

/**
 * Binds the pending key the answer was checked against; false when it changed, was bound meanwhile, or was
 * kept since before `staleBefore`.
 */
export async function bindPendingKey(
  db: Queryable,
  userId: string,
  sealed: string,
  now: Date,
  staleBefore: Date,
) {
  return db.exists(
    `update offline_device set bound_key = pending_key, bound_at = $3, pending_key = null, pending_since = null
     where user_id = $1 and pending_key = $2 and pending_since > $4 returning user_id`,
    [userId, sealed, now, staleBefore],
  );
}

/** Sets a bound key directly (the seed's demo devices). */
export async function bindKey(db: Queryable, userId: string, suite: string, sealed: string, now: Date) {
  await db.run(
    `insert into offline_device (user_id, suite, bound_key, bound_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set suite = excluded.suite, bound_key = excluded.bound_key,
       bound_at = excluded.bound_at`,
    [userId, suite, sealed, now],
  );
}

const OcraChallenge = z.object({
  challenge: z.string(),
  /** The one this replaced: its right answer is stale, not a guess. */
  previousChallenge: z.nullable(z.string()),
  expiresAt: z.date(),
  usedAt: z.nullable(z.date()),
});
export type OcraChallenge = z.output<typeof OcraChallenge>;

/** The challenge last shown to the user, answered or not. */
export async function findChallenge(db: Queryable, userId: string): Promise<OcraChallenge | null> {
  return db.row(
    OcraChallenge,
    `select challenge, previous_challenge as "previousChallenge", expires_at as "expiresAt", used_at as "usedAt"
     from ocra_challenge where user_id = $1`,
    [userId],
  );
}

/** Stores a new challenge in place of the user's last one, answered or not. */
export async function replaceChallenge(
  db: Queryable,
  userId: string,
  challenge: { text: string; issuedAt: Date; expiresAt: Date },
) {
  await db.run(
    `insert into ocra_challenge (user_id, challenge, issued_at, expires_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set previous_challenge = ocra_challenge.challenge,
       challenge = excluded.challenge, issued_at = excluded.issued_at, expires_at = excluded.expires_at,
       used_at = null`,
    [userId, challenge.text, challenge.issuedAt, challenge.expiresAt],
  );
}

/** Uses `challenge` if it is still the user's, unanswered and unexpired; false otherwise, in every process. */
export async function claimChallenge(db: Queryable, userId: string, challenge: string, now: Date) {
  return db.exists(
    `update ocra_challenge set used_at = $3
     where user_id = $1 and challenge = $2 and used_at is null and expires_at > $3
     returning user_id`,
    [userId, challenge, now],
  );
}
