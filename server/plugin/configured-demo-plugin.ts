import type { Db } from '../db/db';
import { type DemoProcess, startDemoProcess } from '../dev/demo-process';
import type { NotePart } from '../dev/startup-block';
import { movePluginSources } from '../features/plugin-login/plugin-source.repo';
import { DEMO_ENTERPRISE_ID } from '../seed/demo-tenant';
import { DEMO_PLUGIN_PORT, DEMO_PLUGIN_URL } from './demo-plugin-people';

const READY = /Demo plugin \([^)]*\): (http\S+?)\/login/;

/**
 * The demo plugin of a development server (`npm run plugin:demo` as a child, an HR system), so `npm start`
 * alone gives the demo tenant's plugin sources their plugin: not in production, not with DEMO_PLUGIN=off, and
 * not when DEMO_PLUGIN_URL names one running elsewhere (the sources are pointed there instead). It returns
 * browsers to `loginOrigin` (PUBLIC_ORIGIN's, where set). How it went is noted for the start-up block.
 */
export async function startConfiguredDemoPlugin(
  db: Db,
  env: NodeJS.ProcessEnv,
  production: boolean,
  loginOrigin: string,
  note: NotePart,
): Promise<DemoProcess | null> {
  if (production) return null;
  const part = 'Plugin (HR system)';
  if (env.DEMO_PLUGIN === 'off') {
    note({ part, on: false, text: 'DEMO_PLUGIN=off (unset it to start it)' });
    return null;
  }
  const external = env.DEMO_PLUGIN_URL?.replace(/\/$/, '');
  if (external && external !== DEMO_PLUGIN_URL) {
    await movePluginSources(db, DEMO_ENTERPRISE_ID, DEMO_PLUGIN_URL, external);
    note({ part, on: true, text: `the one at ${external} (DEMO_PLUGIN_URL)` });
    return null;
  }
  const plugin = await startDemoProcess(
    'demo plugin',
    'server/plugin/plugin-main.ts',
    { PLUGIN_PORT: String(DEMO_PLUGIN_PORT), IDAAS_ORIGIN: loginOrigin },
    READY,
  );
  note(
    plugin
      ? { part, on: true, text: `${plugin.url}/login (people: server/plugin/demo-plugin-people.ts)` }
      : { part, on: false, text: 'it did not start (the error above)' },
  );
  return plugin;
}
