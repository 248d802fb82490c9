import * as z from 'zod/mini';
import { BackOutput } from '../shared/flow-outputs';

/**
 * How the login-access page ended: the user goes back where they came from (a first password change is
 * pending); the application does not let the user in; the user's second factor comes first; or the login
 * goes straight on to the provider.
 */
export const LoginAccessOutput = z.discriminatedUnion('kind', [
  BackOutput,
  z.object({ kind: z.literal('noPermission') }),
  z.object({ kind: z.literal('secondAuth') }),
  z.object({ kind: z.literal('enter') }),
]);
export type LoginAccessOutput = z.infer<typeof LoginAccessOutput>;
