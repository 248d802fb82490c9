import { afterAll, beforeAll } from 'vitest';
import { moveThirdPartySources } from '../features/third-party-login/third-party-source.repo';
import { loginServerOrigins } from '../idp/configured-demo-idp';
import { DEMO_IDP_URL } from '../idp/demo-identities';
import { startNodeProcess, type NodeProcess } from './node-process';
import type { RunningServer } from './use-test-server';

/** Where the demo providers let a login return to: the test server at both loopback names. */
export const loginOriginsOf = (server: RunningServer) =>
  loginServerOrigins(Number(new URL(server.url).port), null);

/** The demo identity process as a test file sees it: its origin. */
export type RunningIdp = { readonly url: string };

/**
 * Starts the demo identity process (`npm run idp`) on a free port after the file's test server, lets it
 * return to that server's receivers (at both loopback names, as `npm start` registers them), and points the
 * demo tenant's sources at it; stops it after the tests.
 * One process per file: the providers keep their state in memory, as real ones elsewhere do. `pointSources`
 * false leaves the sources where they are: a second process, another issuer of the same people and ids.
 */
export function useDemoIdp(server: RunningServer, { pointSources = true } = {}): RunningIdp {
  let idp: NodeProcess | null = null;
  beforeAll(async () => {
    const env = { IDP_PORT: '0', IDP_CLIENT_ORIGINS: loginOriginsOf(server).join(',') };
    idp = await startNodeProcess('server/idp/idp-main.ts', env, /Demo identity providers: (http\S+)/, 30_000);
    if (pointSources) await moveThirdPartySources(server.db, 'demo', DEMO_IDP_URL, idp.ready);
  }, 40_000);
  afterAll(() => idp?.stop());
  return {
    get url() {
      if (!idp) throw new Error('the demo identity process is not running yet');
      return idp.ready;
    },
  };
}
