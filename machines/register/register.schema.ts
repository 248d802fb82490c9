import * as z from 'zod/mini';

/**
 * How registration ended (SPEC section 4): the account is signed in with its new token, or it waits for an
 * administrator's approval and the login page comes back.
 */
export const RegisterOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('registered'), accessToken: z.string() }),
  z.object({ kind: z.literal('pending') }),
]);
export type RegisterOutput = z.infer<typeof RegisterOutput>;
