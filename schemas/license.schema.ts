import * as z from 'zod/mini';
import { LicenseState } from './license-state.schema';

export { LICENSED, LicenseState } from './license-state.schema';

/**
 * What a license file says, signed by the vendor (the file: `{ payload, signature }`, the payload this
 * object's JSON in base64url, the signature Ed25519 over the payload's bytes, in base64url).
 */
export const LicensePayload = z.object({
  licenseId: z.string().check(z.minLength(1), z.maxLength(64)),
  licensee: z.string().check(z.minLength(1), z.maxLength(128)),
  trial: z.boolean(),
  notBefore: z.iso.datetime({ offset: true }),
  notAfter: z.iso.datetime({ offset: true }),
  maxUsers: z.int().check(z.positive()),
});
export type LicensePayload = z.infer<typeof LicensePayload>;

export const LicenseFile = z.object({
  payload: z.string().check(z.minLength(1), z.maxLength(4096)),
  signature: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type LicenseFile = z.infer<typeof LicenseFile>;

/**
 * GET /api/bff/v1.2/license/show (administrators): the installed license and the instance's state, for the
 * administrator console's license page. `license` is null when none is installed.
 */
export const LicenseDetails = z.object({
  state: LicenseState,
  license: z.nullable(LicensePayload),
  userCount: z.int().check(z.nonnegative()),
});
export type LicenseDetails = z.infer<typeof LicenseDetails>;

/** The longest license file's text license/install takes (a file of the longest payload and signature is under 4.5 KB). */
export const LICENSE_FILE_MAX_CHARS = 8192;

/** Body of POST /api/bff/v1.2/license/install (administrators): a license file's text, to replace the one in use. */
export const LicenseInstallRequest = z.object({
  license: z.string().check(z.minLength(1), z.maxLength(LICENSE_FILE_MAX_CHARS)),
});
export type LicenseInstallRequest = z.infer<typeof LicenseInstallRequest>;
