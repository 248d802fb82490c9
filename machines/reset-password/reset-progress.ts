/**
 * What the reset keeps in the tab as it goes, and how a reload reads it back (reset-password.machine.ts's
 * `resuming`): the account, the way chosen, whether it is proved; the code sent is the code step's to keep.
 */
import type { VerifiedUser, VerifyType } from '../../schemas/reset-password.schema';
import type { KeptReset, ResetProgress } from './reset-password.schema';

type Progressing = { context: { user: VerifiedUser | null; method: VerifyType | null } };

/** What the tab keeps of the reset: the account, the way, whether it is proved. */
export const progressOf = (context: Progressing['context'], proved: boolean): ResetProgress | null =>
  context.user ? { user: context.user, method: context.method, proved } : null;
/** The reset a reload goes on with. */
export const resumed = (kept: KeptReset | null) => ({
  user: kept?.user ?? null,
  method: kept?.method ?? null,
  sent: kept?.sent ?? null,
});
/** The tab keeps the reset as it now stands: not proved yet, or proved; or nothing, once it ends or restarts. */
export const keepChoice = {
  type: 'keepProgress',
  params: ({ context }: Progressing) => ({ progress: progressOf(context, false) }),
} as const;
export const keepProved = {
  type: 'keepProgress',
  params: ({ context }: Progressing) => ({ progress: progressOf(context, true) }),
} as const;
export const keepNothing = { type: 'keepProgress', params: { progress: null } } as const;
export const keptOf = ({ event }: { event: { output: KeptReset | null } }) => ({ kept: event.output });

type Kept = { kept: KeptReset | null };
/** Where a reload goes on: nothing kept (the account), the new password, the questions, the code, or the way. */
export const KEPT_GUARDS = {
  keptNone: (_: unknown, { kept }: Kept) => kept === null,
  keptProved: (_: unknown, { kept }: Kept) => kept?.proved === true,
  keptQuestions: (_: unknown, { kept }: Kept) => kept?.method === 'question',
  keptCode: (_: unknown, { kept }: Kept) => kept?.method === 'email' || kept?.method === 'phone',
};
