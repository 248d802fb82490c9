import * as z from 'zod/mini';

// In a file of its own: the first screen's boot schema needs these flags, and nothing else of the license.
/**
 * The license flags of SPEC section 3 (expired, trialExpired, limited, quicklyExpired), instance-wide, as
 * GET system_setting/show carries them (`license`): the login page's license dialogs follow them (SPEC 4 and
 * 8). `trial` picks the dialogs' trial wording; `expiresAt` is the license's last moment, for the date they
 * show. An answer without them is a licensed instance (every flag false).
 */
export const LicenseState = z.object({
  expired: z._default(z.boolean(), false),
  trialExpired: z._default(z.boolean(), false),
  /** More users in the instance than the license allows: no user may be added (InvalidUserLicense). */
  limited: z._default(z.boolean(), false),
  /** The license ends within LICENSE_WARNING_DAYS. */
  quicklyExpired: z._default(z.boolean(), false),
  trial: z._default(z.boolean(), false),
  expiresAt: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
});
export type LicenseState = z.infer<typeof LicenseState>;

/** The flags of a licensed instance: what an answer without `license` means. */
export const LICENSED: LicenseState = {
  expired: false,
  trialExpired: false,
  limited: false,
  quicklyExpired: false,
  trial: false,
  expiresAt: null,
};
