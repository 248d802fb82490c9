import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A certificate and its private key, PEM. */
export type KeyHolder = { certPem: string; keyPem: string };

const PKI_DIR = fileURLToPath(new URL('../seed/usbkey/', import.meta.url));
const committed = (name: string): KeyHolder => ({
  certPem: readFileSync(path.join(PKI_DIR, `${name}.pem`), 'utf8'),
  keyPem: readFileSync(path.join(PKI_DIR, `${name}.key.pem`), 'utf8'),
});
/** The demo PKI (server/seed/usbkey/): the demo tenant's CA, the seed user `usbkey`'s key, the server's. */
export const demoCa = () => committed('ca');
export const demoUsbKey = () => committed('usbkey');
export const demoServer = () => committed('server');

/** What a certificate says: its subject's CN, its days from now, its extensions (OpenSSL's config syntax). */
export type CertificateSpec = { commonName: string; days?: number; extensions?: string[] };

/** The usage of a user's certificate on a USB key, as the demo's: a signature, for client authentication. */
export const USER_EXTENSIONS = [
  'basicConstraints=critical,CA:FALSE',
  'keyUsage=critical,digitalSignature',
  'extendedKeyUsage=clientAuth',
];

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/**
 * Makes keys and certificates with the openssl CLI (node:crypto cannot make certificates), ECDSA P-256 as
 * the demo's, in a temporary folder: a CA of its own, or a certificate `issuer` signed.
 */
export function withOpenssl<T>(make: (tools: CertificateTools) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'idaas-pki-'));
  try {
    return make(certificateTools(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type CertificateTools = ReturnType<typeof certificateTools>;

function certificateTools(dir: string) {
  let made = 0;
  const newKey = () => {
    made += 1;
    openssl(dir, [
      'genpkey',
      '-algorithm',
      'EC',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-out',
      `${made}.key`,
    ]);
    return `${made}.key`;
  };
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return {
    /** A self-signed CA. */
    ca(commonName: string): KeyHolder {
      const key = newKey();
      openssl(dir, [
        ...['req', '-x509', '-new', '-key', key, '-subj', `/CN=${commonName}`, '-days', '3650'],
        ...['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign'],
        ...['-out', `${made}.pem`],
      ]);
      return { certPem: read(`${made}.pem`), keyPem: read(key) };
    },
    /** A certificate `issuer` signed, valid from now for `days` (default 365). */
    issue(issuer: KeyHolder, spec: CertificateSpec): KeyHolder {
      const key = newKey();
      writeFileSync(path.join(dir, 'issuer.pem'), issuer.certPem);
      writeFileSync(path.join(dir, 'issuer.key'), issuer.keyPem);
      writeFileSync(path.join(dir, `${made}.ext`), (spec.extensions ?? USER_EXTENSIONS).join('\n'));
      openssl(dir, ['req', '-new', '-key', key, '-subj', `/CN=${spec.commonName}`, '-out', `${made}.csr`]);
      openssl(dir, [
        ...['x509', '-req', '-in', `${made}.csr`, '-CA', 'issuer.pem', '-CAkey', 'issuer.key'],
        ...['-set_serial', String(Date.now() + made), '-days', String(spec.days ?? 365)],
        ...['-extfile', `${made}.ext`, '-out', `${made}.pem`],
      ]);
      return { certPem: read(`${made}.pem`), keyPem: read(key) };
    },
  };
}
