import { readFileSync } from 'node:fs';
import { DEFAULT_USBKEY_STATE_DIR } from './agent-config';
import { DEMO_TOKEN, initDemoToken } from './init-token';

// Entry point of `npm run agent:usbkey:init`: (re)makes the demo USB key, the seed user `usbkey`'s certificate and
// key (server/seed/usbkey/) on a SoftHSM2 token in USBKEY_AGENT_STATE_DIR (default .data/softhsm).
const dir = process.env.USBKEY_AGENT_STATE_DIR ?? DEFAULT_USBKEY_STATE_DIR;
const seed = (name: string) => readFileSync(new URL(`../../seed/usbkey/${name}`, import.meta.url), 'utf8');

try {
  const { softhsmConf } = await initDemoToken({
    dir,
    keyPem: seed('usbkey.key.pem'),
    certPem: seed('usbkey.pem'),
  });
  console.log(`Token "${DEMO_TOKEN.label}" ready (user PIN ${DEMO_TOKEN.pin}); SOFTHSM2_CONF=${softhsmConf}`);
} catch (error) {
  console.error(`Could not make the demo token: ${error instanceof Error ? error.message : String(error)}`);
  console.error('It needs softhsm2-util and pkcs11-tool: apt-get install softhsm2 opensc');
  process.exit(1);
}
