import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on now, for a server that cannot be told to pick one itself (PostgreSQL, slapd). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
