import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { DEMO_PLUGIN_PORT } from './demo-plugin-people';
import { pluginApp } from './plugin-app';
import { createCodeStore } from './plugin-codes';

// `npm run plugin:demo`: the demo plugin, an HR system (人事系统) in a process of its own, as a tenant's real
// plugin runs elsewhere (docs/login-flows.md). Environment: PLUGIN_PORT (default 8090; 0 for a free
// one) and IDAAS_ORIGIN (the login server the browser returns to; default http://localhost:8080).
const env = process.env;
const port = Number(env.PLUGIN_PORT ?? DEMO_PLUGIN_PORT);
const idaasOrigin = (env.IDAAS_ORIGIN ?? 'http://localhost:8080').replace(/\/$/, '');

const app = pluginApp({ idaasOrigin, codes: createCodeStore(() => Date.now()) });
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(`Demo plugin (人事系统 HR system): http://127.0.0.1:${info.port}/login (port ${info.port})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
