import { createServer } from 'node:http';
import { afterAll, beforeAll } from 'vitest';

/** A provider that takes every request and never answers, for the file's tests. */
export type SilentProvider = {
  readonly origin: string;
  /** A signal aborted the moment the provider receives its next request (the call is then in flight). */
  abortOnNextRequest(): AbortSignal;
};

/** Starts the silent provider on a free port of 127.0.0.1 before the file's tests; closes it after them. */
export function useSilentProvider(): SilentProvider {
  let waiting: AbortController[] = [];
  const server = createServer(() => {
    for (const controller of waiting) controller.abort(new Error('aborted by the test'));
    waiting = [];
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the silent provider has no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    get origin() {
      return origin;
    },
    abortOnNextRequest() {
      const controller = new AbortController();
      waiting.push(controller);
      return controller.signal;
    },
  };
}
