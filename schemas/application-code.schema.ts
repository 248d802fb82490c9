import * as z from 'zod/mini';
import { param } from './application-two-factor.schema';
import { envelope } from './envelope.schema';
import { OneTimeCode } from './one-time-code';

// Apart from application-two-factor.schema.ts: only the code check's flow, downloaded later, needs these.

/**
 * Body of POST plugin_application_2factor/otpcode and adapter/inside/otpCode (SPEC section 3, OTP request):
 * the named user's code for the application's request `applicationfactor2State`. `purchaseId` (beyond the
 * spec's fields) names the application, so the server knows whose check it is before it counts a try.
 */
export const ApplicationCodeRequest = z.object({
  otpCode: OneTimeCode,
  enterpriseId: param,
  bindOffineDevices: z._default(z.boolean(), false),
  applicationfactor2State: param,
  username: param,
  purchaseId: param,
});
export type ApplicationCodeRequest = z.infer<typeof ApplicationCodeRequest>;

/**
 * The code passed: a token that serves only to answer this application (authResult) and to log out; it
 * enters nothing else, since a code alone is not a login.
 */
export const ApplicationCodePassed = z.object({ access_token: z.string().check(z.minLength(1)) });
export const ApplicationCodePassedResponse = envelope(ApplicationCodePassed);
