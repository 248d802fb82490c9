import * as z from 'zod/mini';
import { CompositeHandover } from '../../schemas/composite-step.schema';
import { BackOutput, SignedInOutput } from '../shared/flow-outputs';

/**
 * How a plugin's return ends (SPEC 4 Plugin binding result after a trace check): signed in; the fields the
 * tenant still needs (`/adapterUserInfo`); a binding to make (`/pluginAdapterBind`) for the trace; a composite
 * chain's step answered, handed to the chain (`/compositeLogin`) without a code, as the server found the chain
 * by the trace and the tab's entry has it; or back to the login.
 */
export const PluginCallbackOutput = z.discriminatedUnion('kind', [
  SignedInOutput,
  z.object({ kind: z.enum(['complement', 'bind']), traceId: z.string() }),
  z.object({ kind: z.literal('composite'), handover: CompositeHandover }),
  BackOutput,
]);
export type PluginCallbackOutput = z.infer<typeof PluginCallbackOutput>;

/** How the complement form ends: the account it made signed in, or back to the login. */
export const PluginComplementOutput = z.discriminatedUnion('kind', [SignedInOutput, BackOutput]);
export type PluginComplementOutput = z.infer<typeof PluginComplementOutput>;
