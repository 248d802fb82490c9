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

/**
 * A registration's end on a binding page: the new account signed in, now linked; or, waiting for approval (linked
 * already), back to the login, as a registration goes.
 */
export const boundRegistration = (output: RegisterOutput) =>
  output.kind === 'registered'
    ? { kind: 'token' as const, accessToken: output.accessToken }
    : { kind: 'back' as const };
