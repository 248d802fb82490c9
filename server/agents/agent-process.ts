import { startNodeProcess } from '../test/node-process';

/** A local agent running as its own process, for the tests and the e2e run. */
export interface AgentProcess {
  port: number;
  /** Where a page reaches it. */
  url: string;
  /** What the agent printed so far (a line per request), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts an agent's entry point with `env` added to this process's and `portVariable` 0 unless `env` sets it:
 * the agent prints `readyLine` with the port it got, the only way to learn it.
 */
export async function startAgentProcess(
  agent: { script: string; portVariable: string; readyLine: RegExp; urlOf: (port: number) => string },
  env: Record<string, string>,
  timeoutMs: number,
): Promise<AgentProcess> {
  const { ready, output, stop } = await startNodeProcess(
    agent.script,
    { [agent.portVariable]: '0', ...env },
    agent.readyLine,
    timeoutMs,
  );
  const port = Number(ready);
  return { port, url: agent.urlOf(port), output, stop };
}
