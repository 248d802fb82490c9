import type { KeyObject } from 'node:crypto';
import type { LicenseDetails, LicensePayload } from '../../schemas/license.schema';
import type { LicenseState } from '../../schemas/license-state.schema';
import { LICENSE_CODES, LICENSE_REFUSALS } from '../../schemas/refusals';
import type { Queryable } from '../db/db';
import type { Deps } from '../deps';
import { verifiedPayload } from './license-file';
import { installedLicenseText, instanceUserCount, lockUserQuota, saveLicense } from './license.repo';
import { licenseEnded, licenseState, roomForOneMore, serviceStopped } from './license-state';

type LicenseDeps = Pick<Deps, 'db' | 'clock' | 'licenseKey'>;

/**
 * The installed license, as the configured key vouches for it now: its file is verified again at every read,
 * so a license the demo key signed stops counting on a server given the vendor's key (LICENSE_PUBLIC_KEY),
 * even on a database a development run seeded. Ed25519 verifies in microseconds.
 */
async function installedLicense(db: Queryable, key: KeyObject): Promise<LicensePayload | null> {
  const text = await installedLicenseText(db);
  return text === null ? null : verifiedPayload(text, key);
}

/** The license, the users it counts and their flags, read from the database at every call (031_license). */
export async function licenseDetails({ db, clock, licenseKey }: LicenseDeps): Promise<LicenseDetails> {
  const [license, userCount] = await Promise.all([installedLicense(db, licenseKey), instanceUserCount(db)]);
  return { state: licenseState(license, clock.now(), userCount), license, userCount };
}

/** The instance's license flags (system_setting/show, session/save). */
export const instanceLicenseState = async (deps: LicenseDeps): Promise<LicenseState> =>
  (await licenseDetails(deps)).state;

export { isAdministrator } from '../../schemas/rules/login-role.rule';

/**
 * Whether an expired license has stopped the service now (SPEC 4): the license alone decides, so the session
 * gate asks it at every call without counting the users.
 */
export async function serviceStoppedNow({ db, clock, licenseKey }: LicenseDeps): Promise<boolean> {
  return serviceStopped(licenseState(await installedLicense(db, licenseKey), clock.now(), 0));
}

export type InstallOutcome =
  | { ok: true; data: LicenseDetails }
  | {
      ok: false;
      code: 'InvalidParameter';
      message: (typeof LICENSE_REFUSALS)[keyof typeof LICENSE_REFUSALS];
    };

/**
 * Installs a license file in place of the installed one (the console's page, the admin command): only a file
 * the vendor's key verifies, and only while in its dates (one already ended, or not yet begun, would stop the
 * service at once). `allowEnded`: the admin command's `--allow-ended`, to show an expired instance on a demo.
 */
export async function installLicense(
  deps: LicenseDeps,
  fileText: string,
  { allowEnded = false } = {},
): Promise<InstallOutcome> {
  const now = deps.clock.now();
  const payload = verifiedPayload(fileText, deps.licenseKey);
  if (!payload) return { ok: false, code: 'InvalidParameter', message: LICENSE_REFUSALS.invalidFile };
  if (!allowEnded && licenseEnded(payload, now))
    return { ok: false, code: 'InvalidParameter', message: LICENSE_REFUSALS.expiredFile };
  await saveLicense(deps.db, { fileText, payload, installedAt: now });
  return { ok: true, data: await licenseDetails(deps) };
}

/** Where a user was not made: the instance is at its license's quota (or has no license). */
export const OVER_QUOTA = 'overQuota' as const;
/** Its refusal, as every call that makes users answers it (SPEC 8: InvalidUserLicense, a code as message). */
export const overQuotaRefusal = {
  ok: false,
  code: LICENSE_CODES.overQuota,
  message: LICENSE_CODES.overQuota,
} as const;

/**
 * Whether `tx` may add one user: the license has room for one more. Taken under the quota lock, which holds
 * until `tx` ends, so the user is inserted before any other transaction counts again. Every path that makes
 * a user asks it in the transaction that inserts (registration, directory and third-party first logins);
 * the seed alone does not.
 */
export async function roomForUser(tx: Queryable, key: KeyObject): Promise<boolean> {
  await lockUserQuota(tx);
  const [license, userCount] = [await installedLicense(tx, key), await instanceUserCount(tx)];
  return roomForOneMore(license, userCount);
}
