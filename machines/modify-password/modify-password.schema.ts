import * as z from 'zod/mini';

/**
 * The change is made (`continueLogin` when the tenant lets the login go on instead of signing in again), or the
 * user left it, signing out.
 */
export const ModifyPasswordOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), continueLogin: z.boolean() }),
  z.object({ kind: z.literal('left') }),
]);
export type ModifyPasswordOutput = z.infer<typeof ModifyPasswordOutput>;
