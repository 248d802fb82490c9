import type { Db } from '../db/db';
import { type DemoProcess, startDemoProcess } from '../dev/demo-process';
import { moveThirdPartySources } from '../features/third-party-login/third-party-source.repo';
import { DEMO_ENTERPRISE_ID } from '../seed/demo-tenant';
import { DEMO_IDP_PORT, DEMO_IDP_URL } from './demo-identities';

const READY = /Demo identity providers: (http\S+)/;

/**
 * The demo identity process of a development server (`npm run idp` as a child), so `npm start` alone gives the
 * demo tenant's third-party sources a provider: not in production, not with DEMO_IDP=off, and not when
 * DEMO_IDP_URL names one running elsewhere (the sources are pointed there instead). A port already taken (an
 * `npm run idp` of its own) leaves the sources at that one.
 */
export async function startConfiguredDemoIdp(
  db: Db,
  env: NodeJS.ProcessEnv,
  production: boolean,
  login: { port: number; publicOrigin: string | null },
): Promise<DemoProcess | null> {
  if (production || env.DEMO_IDP === 'off') return null;
  const external = env.DEMO_IDP_URL?.replace(/\/$/, '');
  if (external && external !== DEMO_IDP_URL) {
    if (await moveThirdPartySources(db, DEMO_ENTERPRISE_ID, DEMO_IDP_URL, external))
      console.log(`Third-party sources: the identity providers at ${external}.`);
    return null;
  }
  // The origins the login server's receivers may be at: PUBLIC_ORIGIN's, where set, is the one it names.
  const origins = [`http://localhost:${login.port}`, `http://127.0.0.1:${login.port}`];
  if (login.publicOrigin) origins.push(login.publicOrigin);
  const idp = await startDemoProcess(
    'demo identity providers',
    'server/idp/idp-main.ts',
    { IDP_PORT: String(DEMO_IDP_PORT), IDP_CLIENT_ORIGINS: origins.join(',') },
    READY,
  );
  if (idp) console.log(`Demo identity providers: ${idp.url} (people: server/idp/demo-identities.ts).`);
  return idp;
}
