import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AgentProcess } from '../agent-process';
import { startUsbKeyAgentProcess } from './agent-process';
import { initDemoToken } from './init-token';
import { importPkcs11js, PKCS11JS_MISSING } from './pkcs11-library';

// What the USB-key agent's tests share: a real SoftHSM2 token in a folder of their own, a real agent process.

export const LOGIN_ORIGIN = 'http://login.test:8080';
export const DEMO_PIN = '123456';

/** Whether pkcs11js was built: without it the PKCS#11 tests are skipped, saying why in their title. */
export const pkcs11Missing = await importPkcs11js().then(
  () => null,
  () => ` (skipped: ${PKCS11JS_MISSING})`,
);

export const seedFile = (name: string) =>
  readFile(new URL(`../../seed/usbkey/${name}`, import.meta.url), 'utf8');

/** A folder with the demo token (the seed's usbkey certificate); `remove` deletes it. */
export async function makeTokenDir(label?: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'usbkey-agent-test-'));
  const { softhsmConf } = await initDemoToken({
    dir,
    label,
    keyPem: await seedFile('usbkey.key.pem'),
    certPem: await seedFile('usbkey.pem'),
  });
  return { dir, softhsmConf, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function startTestAgent(token: { dir: string; softhsmConf: string }): Promise<AgentProcess> {
  return startUsbKeyAgentProcess({
    SOFTHSM2_CONF: token.softhsmConf,
    USBKEY_AGENT_STATE_DIR: token.dir,
    AGENT_ORIGINS: LOGIN_ORIGIN,
  });
}

const openssl = (args: string[]) => promisify(execFile)('openssl', args);

/** A server certificate (PEM, serverAuth like the demo's) of a CA of its own, which the agent does not trust. */
export async function otherCaServerCertificate(dir: string): Promise<string> {
  const file = (name: string) => path.join(dir, name);
  await writeFile(file('o-srv.ext'), 'extendedKeyUsage = serverAuth\n');
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await openssl(
    ['req', '-x509', ...ec, '-keyout', file('o-ca.key'), '-out', file('o-ca.pem')].concat([
      '-subj',
      '/CN=Other CA',
      '-days',
      '30',
    ]),
  );
  await openssl([
    'req',
    ...ec,
    '-keyout',
    file('o-srv.key'),
    '-out',
    file('o-srv.csr'),
    '-subj',
    '/CN=login',
  ]);
  await openssl(
    ['x509', '-req', '-in', file('o-srv.csr'), '-CA', file('o-ca.pem'), '-CAkey', file('o-ca.key')].concat([
      '-days',
      '30',
      '-extfile',
      file('o-srv.ext'),
      '-out',
      file('o-srv.pem'),
    ]),
  );
  return readFile(file('o-srv.pem'), 'utf8');
}

/** A PEM's body: the base64 DER the page sends. */
export const base64Der = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
