import { startAgentProcess, type AgentProcess } from '../agent-process';

/**
 * The real USB-key agent (`npm run agent:usbkey`) as its own process, for the tests and the e2e run: `env` gives
 * its SOFTHSM2_CONF (a token of init-token.ts), USBKEY_AGENT_STATE_DIR, AGENT_ORIGINS, and USBKEY_AGENT_PORT
 * (default any free port). Its own process: SoftHSM2 takes its token folder from the environment of the
 * process that loads it.
 */
export const startUsbKeyAgentProcess = (
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<AgentProcess> =>
  startAgentProcess(
    {
      script: 'server/agents/usbkey/agent-main.ts',
      portVariable: 'USBKEY_AGENT_PORT',
      readyLine: /USB-key agent on ws:\/\/127\.0\.0\.1:(\d+) /,
      urlOf: (port) => `ws://127.0.0.1:${port}`,
    },
    env,
    timeoutMs,
  );
