import { type AnyActorLogic, type InspectionEvent, createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { deferredLogic } from '../../machines/shared/deferred-logic';
import { type FlowId, forEveryFlow } from '../../machines/app/flow-table';
import type { Location } from '../../machines/app/route-table';
import type { AppConfig } from '../../schemas/app-config.schema';
import type { Api } from '../api/request';
import { isMobileBrowser } from '../effects/device';
import { desktopModeStore } from '../effects/desktop-mode-store';
import { loginContextStore } from '../effects/login-context-store';
import { openStaticPage } from '../effects/static-pages';
import { tokenStore } from '../effects/storage';
import { pageBootAnswers } from '../features/boot/boot-answers';
import { bootFlow } from '../features/boot/boot.flow';
import { switchLanguage } from '../i18n/language';
import type { AppActor } from '../shared/app-actor';
import { dismissNotice, showNotice } from '../effects/notify';
import type { FlowDeps } from '../shared/flow-deps';
import { flowLoader } from './flow-loader';

// A language whose catalog cannot be downloaded: the same words as any code that did not arrive.
const PAGE_UNAVAILABLE = { key: 'flowUnavailable' };

/** Wires the pure app machine to this browser's effects: the one place its flows are `.provide()`d. */
export function createAppActor(options: {
  api: Api;
  config: AppConfig;
  entry: Location;
  inspect?: (event: InspectionEvent) => void;
}): { actor: AppActor; prefetch: () => Promise<unknown> } {
  const { api, config, entry, inspect } = options;
  // Flows report the errors they do not handle to the app, which exists only after this.
  let actor: AppActor | null = null;
  const deps: FlowDeps = { api, config, reportError: (error) => actor?.send({ type: 'api.failed', error }) };
  const flows = flowLoader(deps);
  const standIns = forEveryFlow((flow) => deferredLogic<AnyActorLogic>(flow, () => flows.get(flow)));
  const machine = appMachine.provide({
    actors: {
      ...standIns,
      boot: bootFlow(deps, pageBootAnswers(document)),
      loadFlow: fromPromise(({ input }: { input: { flow: FlowId } }) => flows.load(input.flow)),
    },
    actions: {
      openStaticPage: (_, { page }) => openStaticPage(page),
      showNotice: (_, { notice }) => showNotice(notice),
      dismissNotice: (_, { notice }) => dismissNotice(notice),
      persistSession: (_, { session }) =>
        session ? tokenStore.set(session.accessToken, session.enterpriseId ?? null) : tokenStore.clear(),
      storeLoginContext: (_, { loginContext }) => loginContextStore.write(loginContext),
      storeDesktopKey: (_, { desktopKey }) => desktopModeStore.write(desktopKey),
      openDesktopInstallPage: (_, { url }) => window.location.assign(url),
      switchLanguage: (_, { language }) =>
        void switchLanguage(language).catch(() => showNotice(PAGE_UNAVAILABLE)),
      // Where Back leads nowhere (a tab opened on this page), the app machine goes on to the login itself.
      goBack: () => window.history.back(),
    },
  });
  actor = createActor(machine, {
    input: {
      entry,
      storedLoginContext: loginContextStore.read(),
      storedDesktopKey: desktopModeStore.read(),
      storedToken: tokenStore.get(),
      storedTenant: tokenStore.tenant(),
      config,
      mobile: isMobileBrowser(),
    },
    ...(inspect ? { inspect } : {}),
  });
  // What follows the login form for nearly everyone: the token's set-up, and for many the second factor.
  return { actor, prefetch: () => flows.prefetch(['postLogin', 'secondFactor']) };
}
