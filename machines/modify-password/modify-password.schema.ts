import * as z from 'zod/mini';

/** The change is made; `continueLogin` when the tenant lets the login go on instead of signing in again. */
export const ModifyPasswordOutput = z.object({ kind: z.literal('changed'), continueLogin: z.boolean() });
export type ModifyPasswordOutput = z.infer<typeof ModifyPasswordOutput>;
