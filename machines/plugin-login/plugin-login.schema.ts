import * as z from 'zod/mini';

/**
 * How a plugin's return ends (SPEC 4 Plugin binding result after a trace check): signed in; the fields the
 * tenant still needs (`/adapterUserInfo`); a binding to make (`/pluginAdapterBind`) for the trace; or back to the login.
 */
export const PluginCallbackOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('token'), accessToken: z.string() }),
  z.object({ kind: z.literal('complement'), traceId: z.string() }),
  z.object({ kind: z.literal('bind'), traceId: z.string() }),
  z.object({ kind: z.literal('back') }),
]);
export type PluginCallbackOutput = z.infer<typeof PluginCallbackOutput>;

/** How a plugin binding ends: the local account signed in (now linked), or back to the login. */
export const PluginBindOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('token'), accessToken: z.string() }),
  z.object({ kind: z.literal('back') }),
]);
export type PluginBindOutput = z.infer<typeof PluginBindOutput>;
