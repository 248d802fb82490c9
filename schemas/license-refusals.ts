// In a module of its own, as session-refusals.ts: the app's error handling (in the first download) needs it.
/**
 * License refusals (issue 16). The service has stopped (an expired license): a session of anyone but an
 * administrator is refused at `commons/session/save` (envelope code Forbidden). A user may not be added while
 * the instance is over its quota (envelope code InvalidUserLicense, SPEC 8). The console's license page: the
 * new file's signature or form is wrong, or it has already ended.
 */
export const LICENSE_REFUSALS = {
  serviceStopped: 'license.serviceStopped',
  invalidFile: 'license.invalidFile',
  expiredFile: 'license.expiredFile',
} as const;
export const LICENSE_CODES = { overQuota: 'InvalidUserLicense' } as const;
