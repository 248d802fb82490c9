import { startAgentProcess, type AgentProcess } from '../agent-process';

/**
 * The reference Alilang agent (`npm run agent:alilang`) as its own process, for the tests and the e2e run:
 * `env` gives its AGENT_ORIGINS, ALILANG_ACCOUNT… and ALILANG_AGENT_PORT (default any free port).
 */
export const startAlilangAgentProcess = (
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<AgentProcess> =>
  startAgentProcess(
    {
      script: 'server/agents/alilang/alilang-agent-main.ts',
      portVariable: 'ALILANG_AGENT_PORT',
      readyLine: /Alilang agent on http:\/\/127\.0\.0\.1:(\d+)\//,
      urlOf: (port) => `http://127.0.0.1:${port}/uem/token`,
    },
    env,
    timeoutMs,
  );
