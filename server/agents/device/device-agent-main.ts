import { DEVICE_AGENT_ORIGIN } from '../../../schemas/device-agent.schema';
import { parseOrigins } from '../local-origins';
import { listenDeviceAgent } from './device-agent-server';
import { machineDeviceId } from './device-id';

// Entry point of `npm run agent:device` (docs/agents.md): DEVICE_AGENT_PORT (default the schema's 22000;
// 0 for any free one), AGENT_ORIGINS (comma list of login origins), DEVICE_AGENT_STATE_DIR (the id of a machine
// without /etc/machine-id; default .data/device-agent) and DEVICE_AGENT_MACHINE_ID_FILE (default
// /etc/machine-id). It prints the line device-agent-process.ts reads the port from.
const env = process.env;
try {
  const agent = await listenDeviceAgent({
    port: Number(env.DEVICE_AGENT_PORT ?? new URL(DEVICE_AGENT_ORIGIN).port),
    origins: parseOrigins(env.AGENT_ORIGINS),
    deviceId: machineDeviceId({
      machineIdFile: env.DEVICE_AGENT_MACHINE_ID_FILE ?? '/etc/machine-id',
      stateDir: env.DEVICE_AGENT_STATE_DIR ?? '.data/device-agent',
    }),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  console.log(`Device agent on http://127.0.0.1:${agent.port}/device_id`);
  const stop = () => void agent.close();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(`Device agent: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
