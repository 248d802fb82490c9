import * as z from 'zod/mini';

/** `redirected`: the browser is leaving for `target`. `login`: the app shows the login page. */
export const LogoutOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirected'), target: z.string() }),
  z.object({ kind: z.literal('login') }),
]);
export type LogoutOutput = z.infer<typeof LogoutOutput>;
