import type { Queryable } from '../../db/db';

/**
 * A random GET bjcacert/login issued, by its digest: for its tenant, to its client address and its browser (the
 * digest of its id cookie), until `expiresAt`.
 */
export type NewUsbKeyRandom = {
  randomHash: string;
  enterpriseId: string;
  clientAddress: string;
  browserIdHash: string;
  createdAt: Date;
  expiresAt: Date;
};

/** Forgets randoms that expired before `before`. */
export async function deleteUsbKeyRandomsExpiredBefore(db: Queryable, before: Date) {
  await db.run('delete from usbkey_random where expires_at < $1', [before]);
}

/** Stores the random unless its client address was given `cap.max` randoms after `cap.since`; false then. */
export async function insertUsbKeyRandomWithinCap(
  db: Queryable,
  random: NewUsbKeyRandom,
  cap: { since: Date; max: number },
): Promise<boolean> {
  return db.exists(
    `insert into usbkey_random (random_hash, enterprise_id, client_address, created_at, expires_at, browser_id_hash)
     select $1, $2, $3, $4, $5, $8
     where (select count(*) from usbkey_random where client_address = $3 and created_at > $6) < $7
     returning random_hash`,
    [
      random.randomHash,
      random.enterpriseId,
      random.clientAddress,
      random.createdAt,
      random.expiresAt,
      cap.since,
      cap.max,
      random.browserIdHash,
    ],
  );
}

/**
 * Uses the tenant's random of digest `randomHash` if it is unused and unexpired at `now` and was issued to the
 * browser posting it, in one statement: the same random posted twice at once passes once, in every process.
 * False: unknown, another tenant's or another browser's, used or expired.
 */
export async function claimUsbKeyRandom(
  db: Queryable,
  key: { randomHash: string; enterpriseId: string; browserIdHash: string },
  now: Date,
): Promise<boolean> {
  return db.exists(
    `update usbkey_random set used_at = $3
     where random_hash = $1 and enterprise_id = $2 and browser_id_hash = $4 and used_at is null
       and expires_at > $3
     returning random_hash`,
    [key.randomHash, key.enterpriseId, now, key.browserIdHash],
  );
}
