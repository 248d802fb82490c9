import * as z from 'zod/mini';
import { ThirdPartyKind } from '../../schemas/third-party-sources';
import { BackOutput, SignedInOutput } from '../shared/flow-outputs';

/** How a third-party callback ends: signed in, a binding to make, or back to the login. */
export const ThirdPartyCallbackOutput = z.discriminatedUnion('kind', [
  SignedInOutput,
  z.object({ kind: z.literal('bind'), adapter: ThirdPartyKind, uuid: z.string() }),
  BackOutput,
]);
export type ThirdPartyCallbackOutput = z.infer<typeof ThirdPartyCallbackOutput>;

export const AdapterLoginOutput = BackOutput;
