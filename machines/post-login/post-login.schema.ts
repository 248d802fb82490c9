import * as z from 'zod/mini';
import { ModifyPasswordType } from '../../schemas/route-search.schema';

/**
 * How the post-login flow ended, which decides the app's next step (machines/app/flow-table.ts): a forced
 * password change, the second factor (for a service provider or not), back to the login (the session
 * ended), the application refused the user, the browser left, or a call failed (already reported).
 */
export const PostLoginOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('modifyPassword'), type: ModifyPasswordType }),
  z.object({ kind: z.literal('secondAuth'), sp: z.boolean() }),
  z.object({ kind: z.literal('relogin') }),
  z.object({ kind: z.literal('noPermission') }),
  z.object({ kind: z.literal('left') }),
  z.object({ kind: z.literal('failed') }),
]);
export type PostLoginOutput = z.infer<typeof PostLoginOutput>;

/**
 * What the step into the post-login flow carries: the `otherParams` the login URL brought, if any, and
 * whether the login has just passed its second factor.
 */
export const PostLoginParams = z.object({
  loginParams: z.catch(z.optional(z.string()), undefined),
  secondFactorPassed: z.catch(z.optional(z.boolean()), undefined),
});
export type PostLoginParams = z.infer<typeof PostLoginParams>;
