import path from 'node:path';
import { USBKEY_AGENT_URL } from '../../../schemas/usbkey-agent.schema';
import { parseOrigins } from '../local-origins';

type Env = Record<string, string | undefined>;

/** The demo token's folder (gitignored): SoftHSM2's config and tokens, and the agent's PIN counts. */
export const DEFAULT_USBKEY_STATE_DIR = '.data/softhsm';
export const DEFAULT_PKCS11_MODULE = '/usr/lib/softhsm/libsofthsm2.so';
export const DEFAULT_TRUSTED_CA = 'server/seed/usbkey/ca.pem';
/** The SoftHSM2 config file inside a state dir (written by init-token.ts). */
export const softhsmConfIn = (stateDir: string) => path.join(stateDir, 'softhsm2.conf');

export interface UsbKeyAgentConfig {
  port: number;
  origins: ReadonlySet<string>;
  modulePath: string;
  trustedCaFile: string;
  stateDir: string;
}

/**
 * USBKEY_AGENT_PORT (default the schema's 21051; 0 for any free one), AGENT_ORIGINS (comma list of login
 * origins), PKCS11_MODULE, USBKEY_AGENT_CA (the CA that must have issued the server's certificate) and
 * USBKEY_AGENT_STATE_DIR (PIN counts; with SoftHSM2, its config unless SOFTHSM2_CONF says otherwise).
 */
export function usbKeyAgentConfig(env: Env): UsbKeyAgentConfig {
  const port = Number(env.USBKEY_AGENT_PORT ?? new URL(USBKEY_AGENT_URL).port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('USBKEY_AGENT_PORT: not a port');
  return {
    port,
    origins: parseOrigins(env.AGENT_ORIGINS),
    modulePath: env.PKCS11_MODULE ?? DEFAULT_PKCS11_MODULE,
    trustedCaFile: env.USBKEY_AGENT_CA ?? DEFAULT_TRUSTED_CA,
    stateDir: env.USBKEY_AGENT_STATE_DIR ?? DEFAULT_USBKEY_STATE_DIR,
  };
}
