import { afterAll, beforeAll } from 'vitest';
import * as z from 'zod/mini';
import { freePort } from '../net/free-port';
import { startNodeProcess, type NodeProcess } from './node-process';

/** The login server origin the demo identity process is told about: its redirects are read, never followed. */
export const TEST_CLIENT_ORIGIN = 'http://login.test:8080';

export type IdpProcess = { origin: string; process: NodeProcess };

/**
 * The demo identity process (`server/idp/idp-main.ts`, as `npm run idp`) on a free port for this test file,
 * started before its tests and stopped after. Call at the top of a file; read `origin` inside tests.
 */
export function useIdpProcess(): { readonly origin: string } {
  let idp: IdpProcess | null = null;
  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const process = await startNodeProcess(
      'server/idp/idp-main.ts',
      { IDP_PORT: String(port), IDP_ORIGIN: origin, IDP_CLIENT_ORIGINS: TEST_CLIENT_ORIGIN },
      /\(port (\d+)\)/,
      30_000,
    );
    idp = { origin, process };
  });
  afterAll(async () => {
    await idp?.process.stop();
  });
  return {
    get origin() {
      if (!idp) throw new Error('the demo identity process is not started yet');
      return idp.origin;
    },
  };
}

/** A simulator's test control (`POST {prefix}/_sim/…`, server/idp/simulators/sim-controls.ts). */
export async function simControl(
  origin: string,
  prefix: string,
  control: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${origin}${prefix}/_sim/${control}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (response.status !== 204) throw new Error(`_sim/${control}: HTTP ${response.status}`);
}

/** How many times each counted API of a simulator was called (`GET {prefix}/_sim/calls`). */
export async function simCalls(origin: string, prefix: string): Promise<Record<string, number>> {
  const response = await fetch(`${origin}${prefix}/_sim/calls`);
  if (!response.ok) throw new Error(`_sim/calls: HTTP ${response.status}`);
  return z.record(z.string(), z.number()).parse(await response.json());
}
