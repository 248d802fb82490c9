import * as z from 'zod/mini';

/** The code passed: the token that answers the application (and nothing else). */
export const ApplicationCodeOutput = z.object({ accessToken: z.string().check(z.minLength(1)) });
export type ApplicationCodeOutput = z.infer<typeof ApplicationCodeOutput>;

const text = z.catch(z._default(z.string().check(z.maxLength(512)), ''), '');

/**
 * What the step into the code check carries: the application's request (all three values are needed; `{}`
 * parses, and the flow then sends the visitor to the login page), and whether it came through the adapter.
 */
export const ApplicationCodeParams = z.object({
  purchaseId: text,
  state: text,
  username: text,
  viaAdapter: z.catch(z._default(z.boolean(), false), false),
});
export type ApplicationCodeParams = z.infer<typeof ApplicationCodeParams>;
