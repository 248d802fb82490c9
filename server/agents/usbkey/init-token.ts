import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_PKCS11_MODULE, softhsmConfIn } from './agent-config';

const run = promisify(execFile);

/** The demo key of docs/agents.md: user PIN 123456 (the SO PIN re-initialises it). */
export const DEMO_TOKEN = { label: 'IDaaS Demo Key', pin: '123456', soPin: '12345678' } as const;

export interface DemoTokenOptions {
  /** State dir: SoftHSM2's config file and token folder go here (the agent's USBKEY_AGENT_STATE_DIR). */
  dir: string;
  /** PEM of a PKCS#8 private key and of its certificate; both go on the token under `id`. */
  keyPem: string;
  certPem: string;
  label?: string;
  pin?: string;
  soPin?: string;
  /** CKA_ID, hex (the certificate's idToken2). */
  id?: string;
  modulePath?: string;
}

/**
 * A SoftHSM2 token holding one key and its certificate, made with SoftHSM2's and OpenSC's own tools (no shell).
 * A token of the same label in `dir` is deleted first, so running it again resets the key; the new token has a
 * new serial number, so the agent's wrong-PIN count starts again too. Answers SOFTHSM2_CONF for the agent.
 */
export async function initDemoToken(options: DemoTokenOptions): Promise<{ softhsmConf: string }> {
  const { label = DEMO_TOKEN.label, pin = DEMO_TOKEN.pin, soPin = DEMO_TOKEN.soPin, id = '01' } = options;
  const dir = path.resolve(options.dir);
  const softhsmConf = softhsmConfIn(dir);
  await mkdir(path.join(dir, 'tokens'), { recursive: true });
  await writeFile(
    softhsmConf,
    `directories.tokendir = ${path.join(dir, 'tokens')}\nobjectstore.backend = file\nlog.level = ERROR\n`,
  );
  const env = { ...process.env, SOFTHSM2_CONF: softhsmConf };
  // Deleting a token that is not there fails, which is the first run's normal case.
  await run('softhsm2-util', ['--delete-token', '--token', label], { env }).catch(() => undefined);
  await run('softhsm2-util', ['--init-token', '--free', '--label', label, '--so-pin', soPin, '--pin', pin], {
    env,
  });
  const files = await mkdtemp(path.join(tmpdir(), 'usbkey-token-'));
  try {
    const keyFile = path.join(files, 'key.pem');
    const certFile = path.join(files, 'cert.der');
    await writeFile(keyFile, options.keyPem, { mode: 0o600 });
    await writeFile(certFile, new X509Certificate(options.certPem).raw);
    await run(
      'softhsm2-util',
      ['--import', keyFile, '--token', label, '--label', label, '--id', id, '--pin', pin],
      {
        env,
      },
    );
    await run(
      'pkcs11-tool',
      [
        '--module',
        options.modulePath ?? DEFAULT_PKCS11_MODULE,
        '--token-label',
        label,
        '--login',
        '--pin',
        pin,
      ].concat(['--write-object', certFile, '--type', 'cert', '--id', id, '--label', label]),
      { env },
    );
  } finally {
    await rm(files, { recursive: true, force: true });
  }
  return { softhsmConf };
}
