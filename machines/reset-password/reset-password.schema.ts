import * as z from 'zod/mini';

/**
 * How a proving step of the reset ended (the code or the questions): the account is proved, or the reset's
 * token is over and the reset starts again from the account.
 */
export const ProofOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verified') }),
  z.object({ kind: z.literal('expired') }),
]);
export type ProofOutput = z.infer<typeof ProofOutput>;

/** How the reset ended (SPEC 4, step 5): the new password is set, and the login page comes back. */
export const ResetPasswordOutput = z.object({ kind: z.literal('reset') });
export type ResetPasswordOutput = z.infer<typeof ResetPasswordOutput>;
