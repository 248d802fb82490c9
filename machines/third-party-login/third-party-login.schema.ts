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

/** How a binding ends: the local account signed in (now linked), or back to the login. */
export const AdapterBindOutput = z.discriminatedUnion('kind', [
  z.extend(SignedInOutput, {
    /**
     * Signed in by WeCom's binding query: the application the server says the sign-in was for, null for none.
     * Absent: signed in by the form, of which the server says nothing more.
     */
    applicationUuid: z.optional(z.nullable(z.string())),
  }),
  BackOutput,
]);
export type AdapterBindOutput = z.infer<typeof AdapterBindOutput>;
