import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { PrefixHandler } from '../prefix-handler';
import { type SimControls, mountSimControls } from './sim-controls';
import { createSimClock } from './grant-store';

/** What every simulator is built from: where it is reached, and the login servers it may send browsers to. */
export type SimulatorOptions = { origin: string; clientOrigins: readonly string[] };

/**
 * A simulator's app below its prefix, with the test controls mounted, and the process's handler for it. The
 * global Request and Response stay node's own: the OpenID provider shares this process.
 */
export function simulatorApp(prefix: `/${string}`): {
  app: Hono;
  controls: SimControls;
  handler: PrefixHandler;
} {
  const app = new Hono().basePath(prefix);
  const controls = mountSimControls(app, createSimClock());
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  return {
    app,
    controls,
    handler: { prefix, handle: (request, response) => void listener(request, response) },
  };
}

/** A random id as providers put in their answers (DingTalk's `requestid`, WeCom's `hint`): for logs only. */
export const traceId = (): string => crypto.randomUUID().toUpperCase();
