import './styles';
import { createRoot } from 'react-dom/client';
import { createApi } from './api/request';
import { createHttpClient } from './api/http-client';
import { App } from './app/app';
import { createAppActor } from './app/app-actor';
import { urlLocation } from './app/route-sync';
import { createAppRouter } from './app/router';
import { forgetFailedStylesheets } from './effects/chunk-retry';
import { applyDeviceLayout } from './effects/device';
import { openStaticPage } from './effects/static-pages';
import { readRuntimeConfig } from './config/runtime-config';
import { activateLanguage } from './i18n/activate';
import { readLanguage } from './i18n/language';
import { prefetchCrypto } from './crypto/sm2-encrypt';
import { afterFirstForm } from './effects/prefetch';

async function start(): Promise<void> {
  // The catalog is the one download left before the first render (the boot answers come with the page): it
  // starts before anything else runs. Its failure is met where it is awaited.
  const catalog = activateLanguage(readLanguage());
  catalog.catch(() => undefined);
  applyDeviceLayout();
  forgetFailedStylesheets();
  const config = readRuntimeConfig();
  const router = createAppRouter();
  await router.load();
  // Development only: the dead branch and its imports are dropped from the production build.
  const dev = import.meta.env.DEV ? await import('./dev/inspector') : null;
  // Every answer of the server reaches the app, which then knows the network works (`api.answered`).
  let answered = () => {};
  const { actor, prefetch } = createAppActor({
    api: createApi(createHttpClient(config, { answered: () => answered() }), config.apiVersion),
    config,
    entry: urlLocation(router),
    ...(dev ? { inspect: dev.devInspect } : {}),
  });
  answered = () => actor.send({ type: 'api.answered' });
  // The boot calls (those the page came without answers for) start before the catalog arrives.
  actor.start();
  await catalog;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<App config={config} actor={actor} router={router} />);
  if (import.meta.env.DEV) void import('./dev/qa-panel').then(({ mountQaPanel }) => mountQaPanel(actor));
  // What the next step wants, fetched once the login form is usable (never before: it would compete).
  afterFirstForm(prefetch);
  afterFirstForm(prefetchCrypto);
}

start().catch((error: unknown) => {
  console.error(error);
  openStaticPage('systemError');
});
