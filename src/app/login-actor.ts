import type { KyInstance } from 'ky';
import { type ActorRefFrom, type InspectionEvent, createActor, fromPromise } from 'xstate';
import type { AppConfig } from '../../schemas/app-config.schema';
import { deferredLogic } from '../../machines/deferred-logic';
import { loginOrchestratorMachine } from '../../machines/login-orchestrator.machine';
import type { RouteEntry } from '../../machines/route-entry';
import { isMobileBrowser } from '../effects/device';
import { loginContextStore } from '../effects/login-context-store';
import { openStaticPage } from '../effects/static-pages';
import { tokenStore } from '../effects/storage';
import { bootFlow } from '../flows/boot.flow';
import { laterFlowsLoader } from '../flows/later-flows.loader';
import { passwordLoginFlow } from '../flows/password-login.flow';
import { switchLanguage } from '../i18n/language';
import type { AppNavigator } from './navigator';
import { showNotice } from './notify';

export type LoginActor = ActorRefFrom<typeof loginOrchestratorMachine>;

/** Wires the pure machines to this browser's effects: the one place the app's flows are `.provide()`d. */
export function createLoginActor(options: {
  http: KyInstance;
  config: AppConfig;
  navigator: AppNavigator;
  entry: RouteEntry;
  inspect?: (event: InspectionEvent) => void;
}): LoginActor {
  const { http, config, navigator, entry, inspect } = options;
  // Child flows report the errors they do not handle to the orchestrator, which exists only after this.
  let actor: LoginActor | null = null;
  const deps = {
    http,
    config,
    navigator,
    reportError: (error: unknown) => actor?.send({ type: 'api.failed', error }),
  };
  const later = laterFlowsLoader(deps);
  const machine = loginOrchestratorMachine.provide({
    actors: {
      boot: bootFlow(deps),
      passwordLogin: passwordLoginFlow(deps),
      loadFlows: fromPromise(async (): Promise<undefined> => {
        await later.load();
      }),
      postLogin: deferredLogic('postLogin', () => later.get()?.postLogin ?? null),
      modifyPassword: deferredLogic('modifyPassword', () => later.get()?.modifyPassword ?? null),
      logout: deferredLogic('logout', () => later.get()?.logout ?? null),
    },
    actions: {
      openStaticPage: (_, { page }) => openStaticPage(page),
      navigate: (_, { to }) => navigator.go(to),
      showNotice: (_, { notice }) => showNotice(notice),
      clearToken: () => tokenStore.clear(),
      switchLanguage: (_, { language }) => switchLanguage(language),
      storeLoginContext: (_, { loginContext }) => loginContextStore.write(loginContext),
    },
  });
  actor = createActor(machine, {
    input: { entry, storedLoginContext: loginContextStore.read(), config, mobile: isMobileBrowser() },
    ...(inspect ? { inspect } : {}),
  });
  later.prefetch();
  return actor;
}
