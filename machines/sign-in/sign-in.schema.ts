import * as z from 'zod/mini';
import { CompositeHandover } from '../../schemas/composite-step.schema';
import { ThirdPartyKind } from '../../schemas/third-party-sources';

/**
 * How the sign-in flow ended: a login type obtained a token (through the adapter `authType`); the tenant
 * offers no login type; a source's binding to make (noSecurityAuth, SPEC section 4); the tenant's data must load again; the visitor
 * left an unknown application's login for a plain one; or the application checks its user by a one-time code.
 */
export const SignInOutput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('token'),
    accessToken: z.string().check(z.minLength(1)),
    authType: z.string().check(z.minLength(1)),
    /** The token's tenant, when the login was across tenants: the page boots it. */
    enterpriseId: z.optional(z.string().check(z.minLength(1))),
  }),
  // A source vouched for someone not yet linked to a local account: the binding page links one.
  z.object({ kind: z.literal('bind'), adapter: ThirdPartyKind, uuid: z.string().check(z.minLength(1)) }),
  // The password is right in several tenants: the user chooses one (`/enterpriseSelect`).
  z.object({ kind: z.literal('chooseTenant'), ticket: z.string().check(z.minLength(1)) }),
  // The login type was a composite chain's first step: the chain goes on at `/compositeLogin` (issue 15).
  z.object({ kind: z.literal('composite'), handover: CompositeHandover }),
  z.object({ kind: z.literal('noSecurityAuth') }),
  z.object({ kind: z.literal('reboot') }),
  z.object({ kind: z.literal('plainLogin') }),
  z.object({ kind: z.literal('applicationCode') }),
]);
export type SignInOutput = z.infer<typeof SignInOutput>;
