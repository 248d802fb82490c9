import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';

/** An account a tenant choice offers: the tenant, and its user whose password was right. */
const ChoiceAccount = z.object({ enterpriseId: z.string(), userId: z.string() });
export type ChoiceAccount = z.output<typeof ChoiceAccount>;

/** A tenant choice's ticket as stored: by its digest, for one browser (its id's digest). */
export type TenantChoiceKey = { ticketHash: string; browserHash: string };

export type TenantChoiceRecord = TenantChoiceKey & {
  /** In the order the choice lists them. */
  accounts: ChoiceAccount[];
  autoLogin: boolean;
  createdAt: Date;
  expiresAt: Date;
};

const LiveChoice = z.object({
  accounts: z.array(ChoiceAccount),
  autoLogin: z.boolean(),
  expiresAt: z.date(),
});
export type LiveChoice = z.output<typeof LiveChoice>;
const LIVE_COLUMNS = `accounts, auto_login as "autoLogin", expires_at as "expiresAt"`;
const LIVE = 'ticket_hash = $1 and browser_hash = $2 and spent_at is null and expires_at > $3';

export async function insertTenantChoice(db: Queryable, choice: TenantChoiceRecord) {
  await db.run(
    `insert into tenant_choice (ticket_hash, browser_hash, accounts, auto_login, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      choice.ticketHash,
      choice.browserHash,
      JSON.stringify(choice.accounts),
      choice.autoLogin,
      choice.createdAt,
      choice.expiresAt,
    ],
  );
}

/** Forgets the choices that expired before `before`. */
export async function deleteTenantChoicesExpiredBefore(db: Queryable, before: Date) {
  await db.run('delete from tenant_choice where expires_at < $1', [before]);
}

/** The choice if it is this browser's, unspent and unexpired at `now`. */
export async function findLiveTenantChoice(
  db: Queryable,
  key: TenantChoiceKey,
  now: Date,
): Promise<LiveChoice | null> {
  return db.row(LiveChoice, `select ${LIVE_COLUMNS} from tenant_choice where ${LIVE}`, [
    key.ticketHash,
    key.browserHash,
    now,
  ]);
}

/**
 * Spends the live choice for one of its tenants, in one statement (it grants once, in every process); null if
 * it was not live, or does not offer `enterpriseId` (then it stays as it was).
 */
export async function spendTenantChoice(
  db: Queryable,
  key: TenantChoiceKey,
  enterpriseId: string,
  now: Date,
): Promise<LiveChoice | null> {
  return db.row(
    LiveChoice,
    `update tenant_choice set spent_at = $3
     where ${LIVE} and accounts @> jsonb_build_array(jsonb_build_object('enterpriseId', $4::text))
     returning ${LIVE_COLUMNS}`,
    [key.ticketHash, key.browserHash, now, enterpriseId],
  );
}

/** Spends the live choice for nothing (the user went back); false if it was not live. */
export async function cancelTenantChoice(db: Queryable, key: TenantChoiceKey, now: Date): Promise<boolean> {
  const spent = await db.row(
    LiveChoice,
    `update tenant_choice set spent_at = $3 where ${LIVE} returning ${LIVE_COLUMNS}`,
    [key.ticketHash, key.browserHash, now],
  );
  return spent !== null;
}

/** Gives back a choice spent at `spentAt` whose tenant refused the grant: another of its tenants may be chosen. */
export async function unspendTenantChoice(db: Queryable, key: TenantChoiceKey, spentAt: Date) {
  await db.run(
    'update tenant_choice set spent_at = null where ticket_hash = $1 and browser_hash = $2 and spent_at = $3',
    [key.ticketHash, key.browserHash, spentAt],
  );
}
