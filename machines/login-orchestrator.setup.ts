/** The login orchestrator's types and named effects (actors, actions, guards), shared by its state files. */
import { assign, setup } from 'xstate';
import type { AppConfig } from '../schemas/app-config.schema';
import { DELAYS } from '../schemas/spec-constants';
import {
  DEFAULT_LOGIN_CONTEXT,
  type LoginContext,
  applicationContextFromSearch,
} from '../schemas/login-context.schema';
import type { Notice } from './api-error';
import { type BootOutput, type FallbackPage, type TenantData, bootMachine } from './boot.machine';
import type { InitialAdapter } from './initial-adapter';
import { adapterFor, outcomeOf, postLoginOutcome } from './login-orchestrator.rules';
import { deferredLogic } from './deferred-logic';
import type { logoutMachine } from './logout.machine';
import type { modifyPasswordMachine } from './modify-password.machine';
import { notProvided } from './not-provided';
import { passwordLoginMachine } from './password-login.machine';
import type { ModifyPasswordType, postLoginMachine } from './post-login.machine';
import type { RouteEntry } from './route-entry';

export type Language = 'zh' | 'en';

export type OrchestratorInput = {
  entry: RouteEntry;
  storedLoginContext: LoginContext;
  config: Pick<AppConfig, 'projectStatus' | 'endUser_uri' | 'itManager_uri' | 'developer_uri'>;
  mobile: boolean;
};

export type OrchestratorEvent =
  | { type: 'api.failed'; error: unknown }
  | { type: 'language.switch'; language: Language }
  | { type: 'boot.retry' }
  | { type: 'route.changed'; route: RouteEntry };

export type OrchestratorContext = OrchestratorInput & {
  tenant: TenantData | null;
  fallback: FallbackPage | null;
  loginContext: LoginContext;
  adapter: InitialAdapter | null;
  accessToken: string | null;
  modifyType: ModifyPasswordType | null;
};

/** The orchestrator's types and named effects; its states are in login-orchestrator.machine.ts and login-orchestrator.states.ts. */
export const orchestratorSetup = setup({
  types: {
    input: {} as OrchestratorInput,
    context: {} as OrchestratorContext,
    events: {} as OrchestratorEvent,
    children: {} as {
      boot: 'boot';
      passwordLogin: 'passwordLogin';
      loadFlows: 'loadFlows';
      postLogin: 'postLogin';
      modifyPassword: 'modifyPassword';
      logout: 'logout';
    },
  },
  actors: {
    boot: bootMachine,
    passwordLogin: passwordLoginMachine,
    // The flows after the login form are downloaded on demand: `loadFlows` fetches them, then they run.
    loadFlows: notProvided<undefined>('loadFlows'),
    postLogin: deferredLogic<typeof postLoginMachine>('postLogin', () => null),
    modifyPassword: deferredLogic<typeof modifyPasswordMachine>('modifyPassword', () => null),
    logout: deferredLogic<typeof logoutMachine>('logout', () => null),
  },
  actions: {
    openStaticPage: (_, _params: { page: FallbackPage }) => {},
    navigate: (_, _params: { to: string }) => {},
    showNotice: (_, _params: { notice: Notice }) => {},
    clearToken: () => {},
    switchLanguage: (_, _params: { language: Language }) => {},
    storeLoginContext: (_, _params: { loginContext: LoginContext }) => {},
    chooseAdapter: assign({ adapter: ({ context }) => adapterFor(context) }),
    // An application asks for a second check of its user: the login that follows answers it.
    enterApplicationTwoFactor: assign({
      loginContext: ({ context }) =>
        applicationContextFromSearch(context.entry.search) ?? context.loginContext,
    }),
    // An application's request is answered (or abandoned) once: later logins are plain ones again.
    forgetApplicationRequest: assign({
      loginContext: ({ context }) =>
        context.loginContext.type === 'APPLICATION_TWOFACTOR' ? DEFAULT_LOGIN_CONTEXT : context.loginContext,
    }),
  },
  guards: {
    bootFellBack: ({ event }) => 'output' in event && (event.output as BootOutput).kind === 'fallback',
    isRelogin: ({ event }) => outcomeOf(event)?.type === 'relogin',
    isNavigation: ({ event }) => outcomeOf(event)?.type === 'navigate',
    navigatesTo: ({ event }, params: { to: string }) => {
      const outcome = outcomeOf(event);
      return outcome?.type === 'navigate' && outcome.to === params.to;
    },
    noSecurityAuth: ({ context }) => context.adapter?.kind === 'noSecurityAuth',
    adaptersUnavailable: ({ context }) => context.adapter?.kind === 'unavailable',
    toModifyPassword: ({ event }) => postLoginOutcome(event) === 'modifyPassword',
    toSecondAuth: ({ event }) => postLoginOutcome(event) === 'secondAuth',
    toNoPermission: ({ event }) => postLoginOutcome(event) === 'noPermission',
    hasLeft: ({ event }) => postLoginOutcome(event) === 'left',
    isLoginRoute: ({ event }) => event.type === 'route.changed' && event.route.path === '/login',
    // Flow routes are followed once the tenant is known; during boot the entry route decides.
    isLogoutRoute: ({ context, event }) =>
      context.tenant !== null && event.type === 'route.changed' && event.route.path === '/logout',
    isModifyPasswordRoute: ({ context, event }) =>
      context.tenant !== null && event.type === 'route.changed' && event.route.path === '/modifyPassword',
    isApplicationTwoFactorRoute: ({ context, event }) =>
      context.tenant !== null &&
      event.type === 'route.changed' &&
      event.route.path === '/applicationTwoFactor',
    enteredAtLogout: ({ context }) => context.entry.path === '/logout',
    enteredAtModifyPassword: ({ context }) => context.entry.path === '/modifyPassword',
    // Opened on `/applicationTwoFactor`, with a query that is (or is not) complete.
    enteredWithApplicationRequest: ({ context }, params: { complete: boolean }) =>
      context.entry.path === '/applicationTwoFactor' &&
      (applicationContextFromSearch(context.entry.search) !== null) === params.complete,
    // The change only says to go on when this page holds the token it signed in with (its input).
    continuesLogin: ({ event }) =>
      'output' in event && (event.output as { continueLogin?: boolean }).continueLogin === true,
    loggedOutToLogin: ({ event }) =>
      'output' in event && (event.output as { kind?: string }).kind === 'login',
  },
  delays: {
    // SPEC section 9: how long a flow's code may take to arrive before the page gives up on it.
    chunkLoadTimeout: DELAYS.chunkLoadTimeout,
  },
});
