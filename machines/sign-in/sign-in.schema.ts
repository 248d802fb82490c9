import * as z from 'zod/mini';
import type { LoginContext } from '../../schemas/login-context.schema';
import { GRANT_RESULTS } from '../shared/grant.schema';
import type { TenantData } from '../shared/tenant-data';

/**
 * How the sign-in flow ended: a login type's grant (a token through the adapter `authType`, a binding to make,
 * a tenant to choose, a composite chain's next step); the tenant offers no login type (noSecurityAuth, SPEC
 * section 4); the tenant's data must load again; the visitor left an unknown application's login for a plain
 * one; or the application checks its user by a one-time code.
 */
export const SignInOutput = z.discriminatedUnion('kind', [
  ...GRANT_RESULTS,
  z.object({ kind: z.literal('noSecurityAuth') }),
  z.object({ kind: z.literal('reboot') }),
  z.object({ kind: z.literal('plainLogin') }),
  z.object({ kind: z.literal('applicationCode') }),
]);
export type SignInOutput = z.infer<typeof SignInOutput>;

/** What the login page starts with: the tenant booted, the login under way, the layout, the URL's adapter. */
export type SignInInput = {
  tenant: TenantData;
  loginContext: LoginContext;
  mobile: boolean;
  /** `defaultAdapter` of the URL (`up` is the password adapter). */
  urlAdapter: string | null;
};
