import { afterAll, beforeAll } from 'vitest';
import { movePluginSources } from '../features/plugin-login/plugin-source.repo';
import { DEMO_PLUGIN_URL } from '../plugin/demo-plugin-people';
import { startNodeProcess, type NodeProcess } from './node-process';
import type { RunningServer } from './use-test-server';

/** The demo plugin as a test file sees it: its origin. */
export type RunningPlugin = { readonly url: string };

/**
 * Starts the demo plugin (`npm run plugin:demo`, server/plugin/plugin-main.ts) as a process of its own on a free
 * port after the file's test server, returning people to that server, and points the demo tenant's plugin
 * sources at it; stops it after the tests. One process per file: the plugin keeps its codes in memory.
 */
export function useDemoPlugin(server: RunningServer): RunningPlugin {
  let plugin: NodeProcess | null = null;
  beforeAll(async () => {
    const env = { PLUGIN_PORT: '0', IDAAS_ORIGIN: server.url };
    plugin = await startNodeProcess('server/plugin/plugin-main.ts', env, /\(port (\d+)\)/, 30_000);
    await movePluginSources(server.db, 'demo', DEMO_PLUGIN_URL, pluginOrigin(plugin));
  }, 40_000);
  afterAll(() => plugin?.stop());
  return {
    get url() {
      if (!plugin) throw new Error('the demo plugin is not running yet');
      return pluginOrigin(plugin);
    },
  };
}

const pluginOrigin = (plugin: NodeProcess) => `http://127.0.0.1:${plugin.ready}`;
