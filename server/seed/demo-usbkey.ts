import { readFileSync } from 'node:fs';
import type { UsbKeyTrust } from '../tenant/usbkey-trust.repo';

const PKI_DIR = new URL('./usbkey/', import.meta.url);
const pem = (name: string) => readFileSync(new URL(name, PKI_DIR), 'utf8');

/**
 * The demo tenant's USB-key login (usbkey/README.md): the demo CA, which issued the seed user `usbkey`'s
 * certificate, and the server certificate GET bjcacert/login shows. Read when the seed runs, not on import.
 */
export const demoUsbKeyTrust = (): UsbKeyTrust => ({
  caPem: pem('ca.pem'),
  serverCertPem: pem('server.pem'),
});
