import { afterAll, beforeAll } from 'vitest';
import {
  BOOT_TIMEOUT_MS,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './start-test-server';

/** The file's test server as its tests see it; read inside tests and hooks only. */
export type RunningServer = Omit<TestServer, 'close'>;

/**
 * Starts a test server before the file's tests and closes it after them. The answer reads through to the
 * server once it runs, so a file declares it once at the top. Each encryption fetches its own one-time SM2
 * challenge (login-client.ts), so no key is kept here.
 */
export function useTestServer(options?: TestServerOptions): RunningServer {
  let started: TestServer | null = null;
  const running = () => {
    if (!started) throw new Error('the test server is not running yet: read it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => started?.close());
  return {
    get url() {
      return running().url;
    },
    get db() {
      return running().db;
    },
    get clock() {
      return running().clock;
    },
    get kdfCost() {
      return running().kdfCost;
    },
  };
}
