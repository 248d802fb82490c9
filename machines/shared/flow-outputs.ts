import * as z from 'zod/mini';

/** The ends most flows share: signed in with a token, or back to the login. */
export const SignedInOutput = z.object({ kind: z.literal('token'), accessToken: z.string() });
export const BackOutput = z.object({ kind: z.literal('back') });
