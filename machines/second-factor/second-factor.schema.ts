import * as z from 'zod/mini';
import { SECOND_FACTOR_METHODS } from '../../schemas/second-factor-methods';
import type { CompositeEntry } from '../../schemas/composite.schema';
import type { SecondFactorSelect } from '../../schemas/second-factor.schema';

/**
 * How the second factor ended, which decides the app's next step (machines/app/flow-table.ts): passed (the
 * session is saved and the login goes on), or back to the login (the user gave up, or it failed).
 */
export const SecondFactorOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('passed') }),
  z.object({ kind: z.literal('relogin') }),
]);
export type SecondFactorOutput = z.infer<typeof SecondFactorOutput>;

/** What a method's child flow ends with: the pass `save_result` redeems. */
export type MethodOutput = { authCode: string };

/**
 * What a composite chain's factor step, passed with steps to go, tells the tab's chain entry (SPEC 3 composite
 * data; SPEC 4: with done false, store userInfo and nextAuth).
 */
export type ChainStepPassed = Pick<CompositeEntry, 'userInfo' | 'nextAuth'>;

/** The method the user picked, as the view sends it; an unknown one is ignored. */
export const MethodChoice = z.enum(SECOND_FACTOR_METHODS);
export type MethodChoice = z.infer<typeof MethodChoice>;

/**
 * The method offered first, whatever order the back end lists the tenant's methods in: the authenticator app
 * when `isApp2Factor` says it is the user's; else a bound offline device; else the first other method. (The
 * select answer names no other preference.)
 */
export function firstMethod({
  methods,
  isApp2Factor,
  hasThirdOfflineDevice,
}: SecondFactorSelect): MethodChoice | null {
  const own = isApp2Factor
    ? methods.find((m) => m === 'otp')
    : ((hasThirdOfflineDevice ? methods.find((m) => m === 'offline') : undefined) ??
      methods.find((m) => m !== 'otp'));
  return own ?? methods[0] ?? null;
}
