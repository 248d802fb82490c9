import './styles';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from './api/http-client';
import { App } from './app/app';
import { createLoginActor } from './app/login-actor';
import { currentRoute, navigateTo, syncRoutesToActor } from './app/route-sync';
import { applyMobileBrowserMode } from './effects/device';
import { openStaticPage } from './effects/static-pages';
import { readRuntimeConfig } from './config/runtime-config';
import { activateLanguage } from './i18n/activate';
import { readLanguage } from './i18n/language';
import { createAppRouter } from './routes/route-table';

async function start(): Promise<void> {
  applyMobileBrowserMode();
  const config = readRuntimeConfig();
  const router = createAppRouter();
  await router.load();
  const actor = createLoginActor({
    http: createHttpClient(config),
    config,
    navigator: { go: (to) => navigateTo(router, to) },
    entry: currentRoute(router),
  });
  syncRoutesToActor(router, actor);
  // The boot calls start before the catalog and the first route chunk arrive.
  actor.start();
  await activateLanguage(readLanguage());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<App config={config} actor={actor} router={router} />);
}

start().catch((error: unknown) => {
  console.error(error);
  openStaticPage('systemError');
});
