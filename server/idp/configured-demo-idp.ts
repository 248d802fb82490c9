import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db';
import { moveThirdPartySources } from '../features/third-party-login/third-party-source.repo';
import { DEMO_ENTERPRISE_ID } from '../seed/demo-tenant';
import { DEMO_IDP_PORT, DEMO_IDP_URL } from './demo-identities';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = /Demo identity providers: (http\S+)/;
const READY_MS = 30_000;

/** The demo identity process a development server started, to stop with it. */
export type DemoIdp = { url: string; stop(): void };

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
): Promise<DemoIdp | null> {
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/idp/idp-main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, IDP_PORT: String(DEMO_IDP_PORT), IDP_CLIENT_ORIGINS: origins.join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await readyUrl(child).catch((error: unknown) => {
    console.error(`The demo identity providers did not start: ${String(error)}`);
    child.kill('SIGTERM');
    return null;
  });
  if (!url) return null;
  console.log(`Demo identity providers: ${url} (people: server/idp/demo-identities.ts).`);
  return { url, stop: () => child.kill('SIGTERM') };
}

function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`not ready after ${READY_MS} ms`)), READY_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = READY.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}): ${output}`));
    });
  });
}
