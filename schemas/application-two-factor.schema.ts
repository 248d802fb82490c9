import * as z from 'zod/mini';
import { envelope } from './envelope.schema';

// Printable text only: these values travel in URLs and into a signed result.
export const param = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^\P{Cc}+$/u));

/**
 * Query of `/applicationTwoFactor` (SPEC section 2): an application asks this login for a second check of
 * its user. All three values are needed to answer it; `defaultAdapter` is the login's (`up`, the password).
 */
export const ApplicationTwoFactorSearch = z.object({
  purchaseId: param,
  state: param,
  username: param,
  defaultAdapter: z.catch(z.optional(param), undefined),
});
export type ApplicationTwoFactorSearch = z.infer<typeof ApplicationTwoFactorSearch>;

/** Body of POST /api/bff/v1.2/enduser/plugin_application_2factor/authResult (SPEC section 7). */
export const ApplicationTwoFactorResultRequest = z.object({
  username: param,
  state: param,
  result: z.boolean(),
  purchaseId: param,
  authType: param,
  access_token: param,
});
export type ApplicationTwoFactorResultRequest = z.infer<typeof ApplicationTwoFactorResultRequest>;

/** The answer: on success the application's address to return to, else why not (SPEC section 3, two-factor result). */
export const ApplicationTwoFactorResult = z.object({
  success: z.boolean(),
  loginUrl: z.optional(z.nullable(z.string())),
  errorMessage: z.optional(z.nullable(z.string())),
});
export type ApplicationTwoFactorResult = z.infer<typeof ApplicationTwoFactorResult>;
export const ApplicationTwoFactorResultResponse = envelope(ApplicationTwoFactorResult);

/**
 * How an application wants its user checked (GET plugin_application_2factor/getAuthType): by the password
 * (the login page, for the named user) or by a one-time code of the user's authenticator app.
 */
export const APPLICATION_AUTH_TYPES = ['password', 'otp'] as const;
export const ApplicationAuthTypeQuery = z.object({ purchaseId: param, enterpriseId: param });
export type ApplicationAuthTypeQuery = z.infer<typeof ApplicationAuthTypeQuery>;
export const ApplicationAuthType = z.object({ authType: z.enum(APPLICATION_AUTH_TYPES) });
export type ApplicationAuthType = z.infer<typeof ApplicationAuthType>;
export const ApplicationAuthTypeResponse = envelope(ApplicationAuthType);
