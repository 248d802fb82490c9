import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { initDemoToken } from '../../server/agents/usbkey/init-token';
import { E2E_USBKEY_PIN, E2E_USBKEY_TOKENS } from './usbkey-login-page';

/**
 * The e2e run's USB-key agent (a web server of playwright.config.ts): SoftHSM2 tokens of its own in
 * `.data/e2e-softhsm`, then the reference agent on the page's fixed port 21051 for the e2e server's origin.
 * One token per language project, so one project's wrong PIN never counts against the other's; and a key
 * whose certificate ends in 30 days (SPEC 9: signed in with a warning).
 */
const DIR = '.data/e2e-softhsm';
const PKI = 'server/seed/usbkey';

/** A certificate for `usbkey` from the demo CA that ends in `days` days (OpenSSL 3.0: from now). */
function certificateEndingIn(days: number): string {
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-usbkey-'));
  try {
    const csr = path.join(work, 'usbkey.csr');
    const ext = path.join(work, 'ext');
    writeFileSync(
      ext,
      'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n',
    );
    execFileSync('openssl', [
      'req',
      '-new',
      '-key',
      `${PKI}/usbkey.key.pem`,
      '-subj',
      '/C=CN/O=IDaaS Demo/CN=usbkey',
      '-out',
      csr,
    ]);
    return execFileSync('openssl', [
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      `${PKI}/ca.pem`,
      '-CAkey',
      `${PKI}/ca.key.pem`,
      '-CAcreateserial',
      '-CAserial',
      path.join(work, 'ca.srl'),
      '-days',
      String(days),
      '-sha256',
      '-extfile',
      ext,
    ]).toString();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

rmSync(DIR, { recursive: true, force: true });
const keyPem = readFileSync(`${PKI}/usbkey.key.pem`, 'utf8');
const certPem = readFileSync(`${PKI}/usbkey.pem`, 'utf8');
let conf = '';
for (const label of [E2E_USBKEY_TOKENS.zh, E2E_USBKEY_TOKENS.en])
  conf = (await initDemoToken({ dir: DIR, keyPem, certPem, label, pin: E2E_USBKEY_PIN })).softhsmConf;
await initDemoToken({
  dir: DIR,
  keyPem,
  certPem: certificateEndingIn(30),
  label: E2E_USBKEY_TOKENS.expiring,
  pin: E2E_USBKEY_PIN,
});
process.env.SOFTHSM2_CONF = conf;
process.env.USBKEY_AGENT_STATE_DIR = DIR;
await import('../../server/agents/usbkey/agent-main');
