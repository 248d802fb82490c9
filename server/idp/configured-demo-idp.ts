import type { Db } from '../db/db';
import { type DemoProcess, startDemoProcess } from '../dev/demo-process';
import type { NotePart } from '../dev/startup-block';
import { moveThirdPartySources } from '../features/third-party-login/third-party-source.repo';
import { DEMO_ENTERPRISE_ID } from '../seed/demo-tenant';
import { DEMO_IDP_PORT, DEMO_IDP_URL } from './demo-identities';

const READY = /Demo identity providers: (http\S+)/;

/**
 * The origins a development server's receivers may be at, which its demo providers let a login return to: both
 * loopback names of its port, and PUBLIC_ORIGIN's, where set, the one it names.
 */
export function loginServerOrigins(port: number, publicOrigin: string | null): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return publicOrigin ? [...origins, publicOrigin] : origins;
}

/**
 * The demo identity process of a development server (`npm run idp` as a child), so `npm start` alone gives the
 * demo tenant's third-party sources a provider: not in production, not with DEMO_IDP=off, and not when
 * DEMO_IDP_URL names one running elsewhere (the sources are pointed there instead). A port already taken (an
 * `npm run idp` of its own) leaves the sources at that one. How it went is noted for the start-up block.
 */
export async function startConfiguredDemoIdp(
  db: Db,
  env: NodeJS.ProcessEnv,
  production: boolean,
  login: { port: number; publicOrigin: string | null },
  note: NotePart,
): Promise<DemoProcess | null> {
  if (production) return null;
  const part = 'Identity providers';
  if (env.DEMO_IDP === 'off') {
    note({ part, on: false, text: 'DEMO_IDP=off (unset it to start them)' });
    return null;
  }
  const external = env.DEMO_IDP_URL?.replace(/\/$/, '');
  if (external && external !== DEMO_IDP_URL) {
    await moveThirdPartySources(db, DEMO_ENTERPRISE_ID, DEMO_IDP_URL, external);
    note({ part, on: true, text: `the ones at ${external} (DEMO_IDP_URL)` });
    return null;
  }
  const idp = await startDemoProcess(
    'demo identity providers',
    'server/idp/idp-main.ts',
    {
      IDP_PORT: String(DEMO_IDP_PORT),
      IDP_CLIENT_ORIGINS: loginServerOrigins(login.port, login.publicOrigin).join(','),
    },
    READY,
  );
  note(
    idp
      ? {
          part,
          on: true,
          text: `${idp.url}, a demo keeping its sign-ins in memory (people: server/idp/demo-identities.ts)`,
        }
      : { part, on: false, text: 'they did not start (the error above)' },
  );
  return idp;
}
