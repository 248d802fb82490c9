import { afterAll, beforeAll } from 'vitest';
import { fetchSm2Key, type Sm2Key } from './login-client';
import {
  BOOT_TIMEOUT_MS,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './start-test-server';

/** The file's test server as its tests see it, with the tenant's SM2 key; read inside tests and hooks only. */
export interface RunningServer extends Omit<TestServer, 'close'> {
  key: Sm2Key;
}

/**
 * Starts a test server before the file's tests (and reads its SM2key) and closes it after them. The answer
 * reads through to the server once it runs, so a file declares it once at the top.
 */
export function useTestServer(options?: TestServerOptions): RunningServer {
  let started: { server: TestServer; key: Sm2Key } | null = null;
  const running = () => {
    if (!started) throw new Error('the test server is not running yet: read it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    const server = await startTestServer(options);
    started = { server, key: await fetchSm2Key(server.url) };
  }, BOOT_TIMEOUT_MS);
  afterAll(() => started?.server.close());
  return {
    get url() {
      return running().server.url;
    },
    get db() {
      return running().server.db;
    },
    get clock() {
      return running().server.clock;
    },
    get key() {
      return running().key;
    },
  };
}
