import { alilangAgentOptions } from './alilang-agent-config';
import { listenAlilangAgent } from './alilang-agent-server';

// Entry point of `npm run agent:alilang` (docs/agents.md; its settings in alilang-agent-config.ts). It
// prints the line alilang-agent-process.ts reads the port from.
try {
  const agent = await listenAlilangAgent({
    ...alilangAgentOptions(process.env),
    now: () => Date.now(),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  console.log(`Alilang agent on http://127.0.0.1:${agent.port}/uem/token`);
  const stop = () => void agent.close();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(`Alilang agent: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
