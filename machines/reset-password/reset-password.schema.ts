import * as z from 'zod/mini';
import { VerifiedUser, VerifyType } from '../../schemas/reset-password.schema';

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

/** A code this reset sent: seconds until another may be sent, and how long it lives (the server said). */
export const SentCode = z.object({
  resendIn: z.int().check(z.nonnegative()),
  validMinutes: z.nullable(z.int().check(z.positive())),
});
export type SentCode = z.infer<typeof SentCode>;

/**
 * The reset under way as this tab keeps it, so a reload goes on where it was (issue 45): the account proved to
 * be the user's (with the reset's token), the way chosen, whether the account is proved (the token then sets
 * the password), and the code sent, if it still lives.
 */
export const KeptReset = z.object({
  user: VerifiedUser,
  method: z.nullable(VerifyType),
  proved: z.boolean(),
  sent: z.nullable(SentCode),
});
export type KeptReset = z.infer<typeof KeptReset>;
/** What the reset keeps as it goes: the code sent is the code step's to keep (reset-code.machine.ts). */
export type ResetProgress = Omit<KeptReset, 'sent'>;
