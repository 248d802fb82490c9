import type { LicensePayload } from '../../schemas/license.schema';
import { LICENSED, type LicenseState } from '../../schemas/license-state.schema';
import { LICENSE_WARNING_DAYS } from '../../schemas/spec-constants';

const DAY_MS = 86_400_000;

/** Whether the license is out of its dates at `now`: past its last moment, or before its first. */
export function licenseEnded(license: LicensePayload, now: Date): boolean {
  const t = now.getTime();
  return t >= Date.parse(license.notAfter) || t < Date.parse(license.notBefore);
}

/**
 * The instance's license flags (SPEC 3, 4) at `now`, for `userCount` users: a pure function of the three, so
 * every process on the database computes the same. Out of its dates, a license is `expired`, or
 * `trialExpired` for a trial: either stops the service. Still in them, it is `quicklyExpired` from
 * LICENSE_WARNING_DAYS before its end. `limited` once the users outnumber `maxUsers` (SPEC 4: over quota, as
 * after a smaller license replaced a larger one; at exactly `maxUsers` none may be added, and the next creation
 * is refused with InvalidUserLicense, its own dialog). No license at all: expired, as the service needs one.
 */
export function licenseState(license: LicensePayload | null, now: Date, userCount: number): LicenseState {
  if (!license) return { ...LICENSED, expired: true };
  const ended = licenseEnded(license, now);
  const left = Date.parse(license.notAfter) - now.getTime();
  return {
    expired: ended && !license.trial,
    trialExpired: ended && license.trial,
    limited: userCount > license.maxUsers,
    quicklyExpired: !ended && left <= LICENSE_WARNING_DAYS * DAY_MS,
    trial: license.trial,
    expiresAt: new Date(license.notAfter).toISOString(),
  };
}

/** Whether the service has stopped: an end user may not start a session (commons/session/save). */
export const serviceStopped = (state: LicenseState) => state.expired || state.trialExpired;

/** Whether one more user fits the license: there is one, and the instance is below its `maxUsers`. */
export const roomForOneMore = (license: LicensePayload | null, userCount: number) =>
  license !== null && userCount < license.maxUsers;
