import * as z from 'zod/mini';
import type { Queryable } from '../../db/db';
import type { LinkKind } from './link-kind';

/** Who signed in at a provider and waits to be linked, for one browser, by the digest of its uuid. */
export type PendingBindingRecord = {
  bindingHash: string;
  enterpriseId: string;
  kind: LinkKind;
  browserHash: string;
  /** The issuer that vouched for the subject (ExternalIdentity): the link is made under it. */
  issuer: string;
  subject: string;
  displayName: string;
  profile: { preferredUsername: string | null; email: string | null; phone: string | null };
  /** The service provider's application the sign-in was started for (its state's), if any. */
  applicationId: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/** The binding a browser names, as its query and its spending find it. */
export type BindingKey = {
  bindingHash: string;
  enterpriseId: string;
  kind: LinkKind;
  browserHash: string;
};

const LiveBinding = z.object({
  issuer: z.string(),
  subject: z.string(),
  displayName: z.string(),
  applicationId: z.nullable(z.string()),
  expiresAt: z.date(),
});
const LIVE_COLUMNS = `issuer, subject, display_name as "displayName", application_id as "applicationId",
  expires_at as "expiresAt"`;
export type LiveBinding = z.output<typeof LiveBinding>;

const LIVE = `binding_hash = $1 and enterprise_id = $2 and kind = $3 and browser_hash = $4
  and used_at is null and expires_at > $5`;

export async function insertPendingBinding(db: Queryable, binding: PendingBindingRecord) {
  await db.run(
    `insert into third_party_binding (binding_hash, enterprise_id, kind, browser_hash, issuer, subject,
       display_name, profile, application_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      binding.bindingHash,
      binding.enterpriseId,
      binding.kind,
      binding.browserHash,
      binding.issuer,
      binding.subject,
      binding.displayName,
      JSON.stringify(binding.profile),
      binding.applicationId,
      binding.createdAt,
      binding.expiresAt,
    ],
  );
}

/** Forgets bindings that expired before `before`. */
export async function deletePendingBindingsExpiredBefore(db: Queryable, before: Date) {
  await db.run('delete from third_party_binding where expires_at < $1', [before]);
}

/** The binding if it is this browser's, of this tenant and kind, unused and unexpired at `now`. */
export async function findLiveBinding(
  db: Queryable,
  key: BindingKey,
  now: Date,
): Promise<LiveBinding | null> {
  return db.row(LiveBinding, `select ${LIVE_COLUMNS} from third_party_binding where ${LIVE}`, [
    key.bindingHash,
    key.enterpriseId,
    key.kind,
    key.browserHash,
    now,
  ]);
}

/**
 * The kind of the live binding of digest `bindingHash` that is this tenant's and browser's, whatever its kind,
 * or null: a plugin's bind_user names its trace, not its source.
 */
export async function liveBindingKind(
  db: Queryable,
  key: Omit<BindingKey, 'kind'>,
  now: Date,
): Promise<string | null> {
  const row = await db.row(
    z.object({ kind: z.string() }),
    `select kind from third_party_binding where binding_hash = $1 and enterprise_id = $2 and browser_hash = $3
       and used_at is null and expires_at > $4`,
    [key.bindingHash, key.enterpriseId, key.browserHash, now],
  );
  return row?.kind ?? null;
}

const WaitingPerson = z.object({
  kind: z.string(),
  issuer: z.string(),
  subject: z.string(),
  displayName: z.string(),
  profile: z.object({
    preferredUsername: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
  }),
});
export type WaitingPerson = z.output<typeof WaitingPerson>;

/**
 * Who the live binding of digest `bindingHash` (this tenant's and browser's, of any kind) waits for, with what
 * the source said of them, or null: a plugin's complement names its trace, not its source.
 */
export async function findWaitingPerson(
  db: Queryable,
  key: Omit<BindingKey, 'kind'>,
  now: Date,
): Promise<WaitingPerson | null> {
  return db.row(
    WaitingPerson,
    `select kind, issuer, subject, display_name as "displayName", profile from third_party_binding
     where binding_hash = $1 and enterprise_id = $2 and browser_hash = $3 and used_at is null and expires_at > $4`,
    [key.bindingHash, key.enterpriseId, key.browserHash, now],
  );
}

/** Spends the live binding in one statement (it links once, in every process); null if it was not live. */
export async function spendPendingBinding(
  db: Queryable,
  key: BindingKey,
  now: Date,
): Promise<LiveBinding | null> {
  return db.row(
    LiveBinding,
    `update third_party_binding set used_at = $5 where ${LIVE} returning ${LIVE_COLUMNS}`,
    [key.bindingHash, key.enterpriseId, key.kind, key.browserHash, now],
  );
}
