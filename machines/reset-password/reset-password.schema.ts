import * as z from 'zod/mini';

/**
 * How a proving step of the reset ended (the code or the questions): the account is proved (with the token
 * that may now set the password), or the reset starts again from the account and says why: its token is over,
 * or the code's answer could not be trusted (SPEC 5: its sToken missing or not opening to the code sent).
 */
export const ProofOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verified'), resetToken: z.string() }),
  z.object({ kind: z.literal('restart'), reason: z.enum(['expired', 'sTokenMissing', 'sTokenMismatch']) }),
]);
export type ProofOutput = z.infer<typeof ProofOutput>;

/**
 * How the reset ended: the new password is set (SPEC 4, step 5), or the user went back to the login; either
 * way the login page it was opened from comes back.
 */
export const ResetPasswordOutput = z.object({ kind: z.enum(['reset', 'left']) });
export type ResetPasswordOutput = z.infer<typeof ResetPasswordOutput>;
