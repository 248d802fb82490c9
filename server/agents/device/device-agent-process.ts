import { startAgentProcess, type AgentProcess } from '../agent-process';

/**
 * The real device-ID agent (`npm run agent:device`) as its own process, for the tests and the e2e run: `env`
 * gives its AGENT_ORIGINS, DEVICE_AGENT_STATE_DIR and DEVICE_AGENT_PORT (default any free port).
 */
export const startDeviceAgentProcess = (
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<AgentProcess> =>
  startAgentProcess(
    {
      script: 'server/agents/device/device-agent-main.ts',
      portVariable: 'DEVICE_AGENT_PORT',
      readyLine: /Device agent on http:\/\/127\.0\.0\.1:(\d+)\//,
      urlOf: (port) => `http://127.0.0.1:${port}/device_id`,
    },
    env,
    timeoutMs,
  );
