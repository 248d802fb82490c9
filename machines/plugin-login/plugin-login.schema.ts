import * as z from 'zod/mini';
import { BackOutput, SignedInOutput } from '../shared/flow-outputs';

/**
 * How a plugin's return ends (SPEC 4 Plugin binding result after a trace check): signed in; the fields the
 * tenant still needs (`/adapterUserInfo`); a binding to make (`/pluginAdapterBind`) for the trace; or back to the login.
 */
export const PluginCallbackOutput = z.discriminatedUnion('kind', [
  SignedInOutput,
  z.object({ kind: z.enum(['complement', 'bind']), traceId: z.string() }),
  BackOutput,
]);
export type PluginCallbackOutput = z.infer<typeof PluginCallbackOutput>;

/** How a plugin binding ends: the local account signed in (now linked), or back to the login. */
export const PluginBindOutput = z.discriminatedUnion('kind', [SignedInOutput, BackOutput]);
export type PluginBindOutput = z.infer<typeof PluginBindOutput>;
