import * as z from 'zod/mini';
import type { LicensePayload } from '../../schemas/license.schema';
import type { Queryable } from '../db/db';

const FileRow = z.object({ fileText: z.string() });

/** The installed license file's text (031_license), null when none was ever installed. */
export async function installedLicenseText(db: Queryable): Promise<string | null> {
  return (
    (await db.row(FileRow, 'select file_text as "fileText" from license where instance'))?.fileText ?? null
  );
}

/** Puts a verified license in place of the one installed, if any: the instance has one row. */
export async function saveLicense(
  db: Queryable,
  license: { fileText: string; payload: LicensePayload; installedAt: Date },
) {
  await db.run(
    `insert into license (instance, file_text, payload, installed_at) values (true, $1, $2::jsonb, $3)
     on conflict (instance) do update
       set file_text = excluded.file_text, payload = excluded.payload, installed_at = excluded.installed_at`,
    [license.fileText, JSON.stringify(license.payload), license.installedAt],
  );
}

const Count = z.object({ n: z.int() });

/**
 * The users the license counts: every account of every tenant of the instance, whatever its status. A
 * disabled or pending account counts too: re-enabling or approving one adds no row, so no quota check would
 * ever see it; counting it when it is made is the one place the quota can hold.
 */
export async function instanceUserCount(db: Queryable): Promise<number> {
  return (await db.row(Count, 'select count(*)::int as n from app_user'))?.n ?? 0;
}

const QUOTA_LOCK_KEY = 7_301_631;

/**
 * Serialises the transactions that add users (the lock lasts until `tx` ends), so two of them cannot both
 * count the instance one below its quota and both insert.
 */
export async function lockUserQuota(tx: Queryable) {
  await tx.run('select pg_advisory_xact_lock($1)', [QUOTA_LOCK_KEY]);
}
