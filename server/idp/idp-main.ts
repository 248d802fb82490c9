import { createServer } from 'node:http';
import { DEMO_IDP_PORT } from './demo-identities';
import { createOidcProviders } from './oidc/oidc-providers';
import type { PrefixHandler } from './prefix-handler';
import { createSimulators } from './simulators/simulators';

// `npm run idp`: the demo identity providers in one process of their own, as real ones are elsewhere. A real
// OpenID provider (Entra-style and plain OIDC issuers) and simulators of DingTalk, WeChat, WeCom and Alipay
// that follow their published APIs. Environment: IDP_PORT (default 4010; 0 for a free one), IDP_ORIGIN (the origin browsers and
// the login server reach it at; default http://127.0.0.1:<port>), IDP_CLIENT_ORIGINS (comma-separated origins
// of the login servers whose callbacks it may redirect to; default http://localhost:8080).
const env = process.env;
const port = Number(env.IDP_PORT ?? DEMO_IDP_PORT);
const clientOrigins = (env.IDP_CLIENT_ORIGINS ?? 'http://localhost:8080')
  .split(',')
  .map((value) => value.trim())
  .filter(Boolean);

// Listening comes first: IDP_PORT=0 takes a free port (the tests' providers), and each issuer names its origin.
let handlers: PrefixHandler[] = [];
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://idp').pathname;
  const handler = handlers.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  if (handler) return handler.handle(request, response);
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const address = server.address();
const listening = typeof address === 'object' && address ? address.port : port;
const origin = env.IDP_ORIGIN ?? `http://127.0.0.1:${listening}`;
handlers = [
  ...(await createOidcProviders({ origin, clientOrigins })),
  ...createSimulators({ origin, clientOrigins }),
];
console.log(`Demo identity providers: ${origin} (port ${listening}); a demo, its sign-ins kept in memory.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
