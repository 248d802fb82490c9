import * as z from 'zod/mini';
import { usernameKey } from '../../schemas/rules/username-key.rule';
import { sha256Hex } from '../crypto/opaque-token';
import type { Queryable } from '../db/db';

// What tests read or write in the database directly, to check what no API call shows.

/** How many SP sync requests are queued. */
export async function spSyncRequestCount(db: Queryable): Promise<number> {
  const row = await db.row(z.object({ n: z.int() }), 'select count(*)::int as n from sp_sync_request');
  return row?.n ?? 0;
}

/** Whether `token` itself, rather than its digest, is stored as a token hash. */
export async function tokenStoredInClear(db: Queryable, token: string): Promise<boolean> {
  return db.exists('select 1 from access_token where token_hash = $1', [token]);
}

export async function outboxBodies(db: Queryable): Promise<string[]> {
  const rows = await db.rows(z.object({ body: z.string() }), 'select body from dev_outbox order by id');
  return rows.map((row) => row.body);
}

/** The stored authenticator columns of `username`, as a database dump would show them. */
export async function otpDeviceColumns(db: Queryable, username: string): Promise<string> {
  const row = await db.row(
    z.object({ columns: z.string() }),
    `select concat_ws(' ', d.bound_secret, d.pending_secret) as columns
     from otp_device d join app_user u on u.id = d.user_id where u.username = $1`,
    [username],
  );
  return row?.columns ?? '';
}

/** How many second-factor answers of `username` were checked and found `outcome` (wrong, passed…). */
export async function secondFactorEventCount(
  db: Queryable,
  username: string,
  outcome: string,
): Promise<number> {
  const row = await db.row(
    z.object({ n: z.int() }),
    `select count(*)::int as n from second_factor_event e join app_user u on u.id = e.user_id
     where u.username = $1 and e.outcome = $2`,
    [username, outcome],
  );
  return row?.n ?? 0;
}

/** The statuses of every registration record of `username` in the tenant, oldest first. */
export async function registrationStatuses(db: Queryable, enterpriseId: string, username: string) {
  const rows = await db.rows(
    z.object({ status: z.string() }),
    `select status from registration where enterprise_id = $1 and username = $2 order by submitted_at`,
    [enterpriseId, username],
  );
  return rows.map((row) => row.status);
}

/**
 * A second tenant `id`, a copy of `from` with its own client id (`<id>-login-client`), not the default, with
 * `settings` over the copied ones, and the same SM2 key pair (so the default tenant's key encrypts for it).
 */
export async function copyTenant(db: Queryable, from: string, id: string, settings: Record<string, unknown>) {
  await db.run(
    `insert into enterprise
     select copy.* from enterprise e, jsonb_populate_record(null::enterprise, to_jsonb(e) ||
       jsonb_build_object('id', $2::text, 'is_default', false, 'client_id', $2 || '-login-client',
         'settings', e.settings || $3::jsonb)) copy
     where e.id = $1`,
    [from, id, JSON.stringify(settings)],
  );
  await db.run(
    `insert into sm2_key (enterprise_id, code, public_key, private_key)
     select $2, code, public_key, private_key from sm2_key where enterprise_id = $1`,
    [from, id],
  );
}

/** Assigns `username` of the tenant to one of the tenant's applications that check users a second time. */
export async function assignTwoFactorApplication(db: Queryable, enterpriseId: string, username: string) {
  await db.run(
    `insert into two_factor_application_user (application_id, user_id)
     select a.id, u.id from two_factor_application a, app_user u
     where a.enterprise_id = $1 and u.enterprise_id = $1 and u.username = $2
     limit 1`,
    [enterpriseId, username],
  );
}

/** The stored password hash of `username` of the demo tenant (null: none, or no such user). */
export async function storedPasswordHash(db: Queryable, username: string): Promise<string | null> {
  const row = await db.row(
    z.object({ hash: z.nullable(z.string()) }),
    `select password_hash as hash from app_user where enterprise_id = 'demo' and username = $1`,
    [username],
  );
  return row?.hash ?? null;
}

/** Whether failed sign-ins of `username` are on record (counters are kept by the name's key). */
export async function hasLoginFailures(db: Queryable, enterpriseId: string, username: string) {
  return db.exists('select 1 from login_failure where enterprise_id = $1 and username = $2', [
    enterpriseId,
    usernameKey(username),
  ]);
}

/**
 * An account of the demo tenant made for one test, with no usable password, and the e-mail, phone and status
 * given (an account the seed has no case for: no way to prove it, a number of another region); its id.
 */
export async function insertTestAccount(
  db: Queryable,
  account: { username: string; email: string | null; phoneNumber?: string | null; status?: string },
): Promise<string> {
  const id = `test-${account.username}`;
  await db.run(
    `insert into app_user (id, enterprise_id, username, display_name, email, phone_number, password_hash, status,
       username_key)
     values ($1, 'demo', $2, $2, $3, $4, 'none', $5, $6)`,
    [
      id,
      account.username,
      account.email,
      account.phoneNumber ?? null,
      account.status ?? 'active',
      usernameKey(account.username),
    ],
  );
  return id;
}

/** Sets the status of `username` of the demo tenant ('active', 'disabled', …). */
export async function setAccountStatus(db: Queryable, username: string, status: string) {
  await db.run(`update app_user set status = $2 where enterprise_id = 'demo' and username = $1`, [
    username,
    status,
  ]);
}

/** Whether `token` itself, rather than its digest, is stored as a reset token. */
export async function resetTokenStoredInClear(db: Queryable, token: string): Promise<boolean> {
  return db.exists('select 1 from password_reset where token_hash = $1', [token]);
}

/** The local user a directory entry signed in as: what the first login copied, and that it has no password. */
export async function directoryUserRows(db: Queryable, enterpriseId: string, dn: string) {
  return db.rows(
    z.object({
      username: z.string(),
      displayName: z.string(),
      email: z.nullable(z.string()),
      phoneNumber: z.nullable(z.string()),
      passwordHash: z.nullable(z.string()),
    }),
    `select username, display_name as "displayName", email, phone_number as "phoneNumber",
       password_hash as "passwordHash" from app_user where enterprise_id = $1 and directory_dn = $2`,
    [enterpriseId, dn],
  );
}

/** The login type (auth_type) that issued a token, found by its digest. */
export async function tokenAuthType(db: Queryable, token: string): Promise<string | null> {
  const row = await db.row(
    z.object({ authType: z.string() }),
    `select auth_type as "authType" from access_token where token_hash = $1`,
    [sha256Hex(token)],
  );
  return row?.authType ?? null;
}

/** How the stored QR login code `code` was asked for (PC_BROWSER or MOBILE_H5), found by its digest. */
export async function qrCodeClientKind(db: Queryable, code: string): Promise<string | null> {
  const row = await db.row(
    z.object({ clientKind: z.string() }),
    'select client_kind as "clientKind" from qr_login_code where code_hash = $1',
    [sha256Hex(code)],
  );
  return row?.clientKind ?? null;
}

/** Whether the QR login code `code`, or the browser id `browserId`, is stored itself rather than its digest. */
export async function qrSecretsStoredInClear(db: Queryable, code: string, browserId: string) {
  return db.exists('select 1 from qr_login_code where code_hash = $1 or browser_hash = $2', [
    code,
    browserId,
  ]);
}

/** Makes `username` of the demo tenant owe a password change at its next session, as a first login does. */
export async function requirePasswordChange(db: Queryable, username: string) {
  await db.run(
    `update app_user set must_change_password = true where enterprise_id = 'demo' and username = $1`,
    [username],
  );
}

/** How many picture captchas are stored, spent or not. */
export async function storedCaptchaCount(db: Queryable): Promise<number> {
  const row = await db.row(z.object({ n: z.int() }), 'select count(*)::int as n from captcha');
  return row?.n ?? 0;
}

/** Forgets the authenticator of `username`, bound or being bound: the user binds one afresh. */
export async function forgetOtpDevice(db: Queryable, username: string): Promise<void> {
  await db.run('delete from otp_device where user_id = (select id from app_user where username = $1)', [
    username,
  ]);
}

/** Whether the tenant's adapter entry says it starts a composite chain (`compositeAuthenticate`). */
export function adapterStartsChain(db: Queryable, enterpriseId: string, adapter: string): Promise<boolean> {
  return db.exists(
    `select 1 from adapter where enterprise_id = $1 and enterprise_auth_id = $2 and composite_authenticate`,
    [enterpriseId, adapter],
  );
}

/** Whether a composite chain under way is owed by the token (its factor steps not all passed). */
export function chainOwedBy(db: Queryable, token: string): Promise<boolean> {
  return db.exists(
    'select 1 from composite_run where token_hash = $1 and finished_at is null and aborted_at is null',
    [sha256Hex(token)],
  );
}
