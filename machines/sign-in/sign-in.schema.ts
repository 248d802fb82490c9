import * as z from 'zod/mini';

/**
 * How the sign-in flow ended: a login type obtained a token (through the adapter `authType`); the tenant
 * offers no login type (noSecurityAuth, SPEC section 4); the tenant's data must load again; the visitor
 * left an unknown application's login for a plain one; or the application checks its user by a one-time code.
 */
export const SignInOutput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('token'),
    accessToken: z.string().check(z.minLength(1)),
    authType: z.string().check(z.minLength(1)),
  }),
  z.object({ kind: z.literal('noSecurityAuth') }),
  z.object({ kind: z.literal('reboot') }),
  z.object({ kind: z.literal('plainLogin') }),
  z.object({ kind: z.literal('applicationCode') }),
]);
export type SignInOutput = z.infer<typeof SignInOutput>;
