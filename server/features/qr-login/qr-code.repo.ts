import * as z from 'zod/mini';
import type { ClientDevice } from '../../../schemas/boot.schema';
import type { Queryable } from '../../db/db';

/** A stored code's digest and its tenant: what the phone's calls name it by. */
export type QrCodeKey = { codeHash: string; enterpriseId: string };
/** The same, as the browser that asked for it names it: with the digest of its cookie's id. */
export type BrowserQrCodeKey = QrCodeKey & { browserHash: string };

export type NewQrCode = QrCodeKey & {
  browserHash: string;
  clientKind: ClientDevice;
  userAgent: string;
  clientAddress: string;
  createdAt: Date;
  expiresAt: Date;
};

const STORED_STATUS = z.enum(['pending', 'scanned', 'confirmed', 'rejected']);
// Waiting for a decision, a token or nothing more: not used and within its minutes at $now.
const live = (now: string) => `used_at is null and expires_at > ${now}`;

/** Forgets codes that expired before `before`. */
export async function deleteQrCodesExpiredBefore(db: Queryable, before: Date) {
  await db.run('delete from qr_login_code where expires_at < $1', [before]);
}

/** Stores the code unless its client address asked for `cap.max` codes after `cap.since`; false then. */
export async function insertQrCodeWithinCap(
  db: Queryable,
  code: NewQrCode,
  cap: { since: Date; max: number },
): Promise<boolean> {
  return db.exists(
    `insert into qr_login_code (code_hash, enterprise_id, browser_hash, client_kind, user_agent, client_address,
       created_at, expires_at)
     select $1, $2, $3, $4, $5, $6, $7, $8
     where (select count(*) from qr_login_code where client_address = $6 and created_at > $9) < $10
     returning code_hash`,
    [
      code.codeHash,
      code.enterpriseId,
      code.browserHash,
      code.clientKind,
      code.userAgent,
      code.clientAddress,
      code.createdAt,
      code.expiresAt,
      cap.since,
      cap.max,
    ],
  );
}

/** The state of a code as the browser that asked for it sees it; `live`: not used and not expired at `now`. */
export async function findBrowserQrCode(db: Queryable, key: BrowserQrCodeKey, now: Date) {
  return db.row(
    z.object({ status: STORED_STATUS, live: z.boolean() }),
    `select status, (${live('$4')}) as live from qr_login_code
     where code_hash = $1 and enterprise_id = $2 and browser_hash = $3`,
    [key.codeHash, key.enterpriseId, key.browserHash, now],
  );
}

/**
 * Takes a confirmed, live code for the browser that asked for it, in one statement (so once, in every process
 * at once): the account that confirmed it; null when there is none to take.
 */
export async function claimConfirmedQrCode(
  db: Queryable,
  key: BrowserQrCodeKey,
  now: Date,
): Promise<string | null> {
  const row = await db.row(
    z.object({ userId: z.string() }),
    `update qr_login_code set used_at = $4
     where code_hash = $1 and enterprise_id = $2 and browser_hash = $3 and status = 'confirmed' and ${live('$4')}
     returning user_id as "userId"`,
    [key.codeHash, key.enterpriseId, key.browserHash, now],
  );
  return row?.userId ?? null;
}

const ScannedCode = z.object({
  status: STORED_STATUS,
  userAgent: z.string(),
  clientAddress: z.string(),
  createdAt: z.date(),
});

/** Marks a live, undecided code scanned and returns what the phone shows; null when there is none. */
export async function markQrCodeScanned(db: Queryable, key: QrCodeKey, now: Date) {
  return db.row(
    ScannedCode,
    `update qr_login_code set status = 'scanned', scanned_at = coalesce(scanned_at, $3)
     where code_hash = $1 and enterprise_id = $2 and status in ('pending', 'scanned') and ${live('$3')}
     returning status, user_agent as "userAgent", client_address as "clientAddress", created_at as "createdAt"`,
    [key.codeHash, key.enterpriseId, now],
  );
}

/**
 * The phone's decision on a live, undecided code, by the account signed in there, in one statement (the
 * first decision stands); false when there is none to decide.
 */
export async function decideQrCode(
  db: Queryable,
  key: QrCodeKey,
  decision: { status: 'confirmed' | 'rejected'; userId: string },
  now: Date,
): Promise<boolean> {
  return db.exists(
    `update qr_login_code set status = $3, user_id = $4, decided_at = $5
     where code_hash = $1 and enterprise_id = $2 and status in ('pending', 'scanned') and ${live('$5')}
     returning status`,
    [key.codeHash, key.enterpriseId, decision.status, decision.userId, now],
  );
}
