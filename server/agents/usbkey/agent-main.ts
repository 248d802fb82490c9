import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { usbKeyAgentConfig, softhsmConfIn } from './agent-config';
import { listenUsbKeyAgent } from './agent-server';
import { pinTries } from './pin-tries';
import { pkcs11Access } from './pkcs11-access';
import { importPkcs11js } from './pkcs11-library';

// Entry point of `npm run agent:usbkey` (docs/agents.md): the reference USB-key signing agent on
// 127.0.0.1. Configuration in agent-config.ts. It prints READY_LINE (agent-process.ts reads the port from it).
const config = usbKeyAgentConfig(process.env);
// SoftHSM2 reads SOFTHSM2_CONF at C_Initialize: the demo token of `npm run agent:usbkey:init` unless told.
const demoConf = path.resolve(softhsmConfIn(config.stateDir));
if (process.env.SOFTHSM2_CONF === undefined && existsSync(demoConf)) process.env.SOFTHSM2_CONF = demoConf;

try {
  const pkcs11 = pkcs11Access(await importPkcs11js(), config.modulePath);
  const agent = await listenUsbKeyAgent(
    {
      pkcs11,
      pinTries: pinTries(config.stateDir),
      trustedCa: new X509Certificate(readFileSync(config.trustedCaFile)),
      now: () => new Date(),
      log: (line) => console.log(`${new Date().toISOString()} ${line}`),
    },
    config,
  );
  console.log(`USB-key agent on ws://127.0.0.1:${agent.port} for ${[...config.origins].join(', ')}`);
  const stop = () => void agent.close().then(() => pkcs11.close());
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(`USB-key agent: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
