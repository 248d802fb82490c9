import { startNodeProcess } from '../../test/node-process';

// agent-main.ts prints this once it listens; with port 0 it is the only way to learn the port it got.
const READY_LINE = /USB-key agent on ws:\/\/127\.0\.0\.1:(\d+) /;

export interface AgentProcess {
  port: number;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real USB-key agent (`npm run agent:usbkey`) as its own process, for the tests and the e2e run: `env` gives
 * its SOFTHSM2_CONF (a token of init-token.ts), USBKEY_AGENT_STATE_DIR, AGENT_ORIGINS, and USBKEY_AGENT_PORT
 * (default any free port). Its own process: SoftHSM2 takes its token folder from the environment of the process that loads it.
 */
export async function startUsbKeyAgentProcess(
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<AgentProcess> {
  const agent = await startNodeProcess(
    'server/agents/usbkey/agent-main.ts',
    { USBKEY_AGENT_PORT: '0', ...env },
    READY_LINE,
    timeoutMs,
  );
  const port = Number(agent.ready);
  return { port, url: `ws://127.0.0.1:${port}`, output: agent.output, stop: agent.stop };
}
