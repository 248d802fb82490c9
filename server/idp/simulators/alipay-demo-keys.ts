import { readFileSync } from 'node:fs';

const pem = (name: string): string =>
  readFileSync(new URL(`./alipay-keys/${name}.pem`, import.meta.url), 'utf8');

/**
 * The demo's RSA2 key pairs (alipay-keys/README.md: public demo keys, never secrets). The app's pair signs the
 * demo source's gateway requests; the "Alipay" pair signs the simulator's answers.
 */
export const ALIPAY_DEMO_KEYS = {
  appPrivateKeyPem: pem('app-private'),
  appPublicKeyPem: pem('app-public'),
  alipayPrivateKeyPem: pem('alipay-private'),
  alipayPublicKeyPem: pem('alipay-public'),
};
