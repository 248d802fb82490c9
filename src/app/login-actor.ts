import type { KyInstance } from 'ky';
import { type ActorRefFrom, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { bootMachine } from '../../machines/boot.machine';
import { loginOrchestratorMachine } from '../../machines/login-orchestrator.machine';
import { bootApi } from '../api/boot.api';
import { tokenStore } from '../effects/storage';
import { openStaticPage } from '../effects/static-pages';
import { switchLanguage } from '../i18n/language';
import type { AppNavigator } from './navigator';
import { showNotice } from './notify';

export type LoginActor = ActorRefFrom<typeof loginOrchestratorMachine>;

/** Wires the pure machines to this browser's effects: the one place `.provide()` is called for the app. */
export function createLoginActor(
  http: KyInstance,
  navigator: AppNavigator,
  inspect?: (event: InspectionEvent) => void,
): LoginActor {
  const api = bootApi(http);
  const boot = bootMachine.provide({
    actors: {
      preFrontendLogin: fromPromise(({ signal }) => api.preFrontendLogin(signal)),
      systemSetting: fromPromise(({ signal }) => api.systemSetting(signal)),
      idpInfo: fromPromise(({ signal }) => api.idpInfo(signal)),
      sm2Key: fromPromise(({ signal }) => api.sm2Key(signal)),
      enterprise: fromPromise(({ signal }) => api.enterprise(signal)),
      loadAuths: fromPromise(({ input, signal }: { input: { enterpriseId: string }; signal: AbortSignal }) =>
        api.loadAuths(input.enterpriseId, signal),
      ),
      loginPageTemplate: fromPromise(({ input, signal }: { input: { enterpriseId: string }; signal: AbortSignal }) =>
        api.loginPageTemplate(input.enterpriseId, signal),
      ),
    },
  });
  const machine = loginOrchestratorMachine.provide({
    actors: { boot },
    actions: {
      openStaticPage: (_, { page }) => openStaticPage(page),
      navigate: (_, { to }) => navigator.go(to),
      showNotice: (_, { notice }) => showNotice(notice),
      clearToken: () => tokenStore.clear(),
      switchLanguage: (_, { language }) => switchLanguage(language),
    },
  });
  return createActor(machine, inspect ? { inspect } : {});
}
