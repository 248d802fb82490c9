/**
 * Login orchestrator: the one machine the app runs. It boots the tenant (boot.machine), then runs one flow
 * at a time as a child, each on its route: the login page (`/login`, password-login.machine, then
 * post-login.machine), the forced password change (`/modifyPassword`) and logout (`/logout`). Entering a
 * flow state navigates to its route (machine → URL); the router reports URL changes as `route.changed`
 * (URL → machine). It alone decides what an API error means for the whole app (SPEC section 8): relogin on
 * 401, the second-factor page on 505, the forced password change on 507, the IP page on InvalidIPAccess,
 * else a toast.
 */
import { assign, setup } from 'xstate';
import type { AppConfig } from '../schemas/app-config.schema';
import { type LoginContext, LoginSearch, loginContextFromSearch } from '../schemas/login-context.schema';
import { type ErrorOutcome, type Notice, errorOutcome } from './api-error';
import { type BootOutput, type FallbackPage, type TenantData, bootMachine } from './boot.machine';
import { type InitialAdapter, initialAdapter } from './initial-adapter';
import { IMPLEMENTED_ADAPTERS, availableLoginTypes } from './login-types';
import { logoutMachine } from './logout.machine';
import { modifyPasswordMachine } from './modify-password.machine';
import { passwordLoginMachine } from './password-login.machine';
import { type ModifyPasswordType, type PostLoginOutput, postLoginMachine } from './post-login.machine';
import { type RouteEntry, isModifyPasswordType, searchText } from './route-entry';

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

type OrchestratorContext = OrchestratorInput & {
  tenant: TenantData | null;
  fallback: FallbackPage | null;
  loginContext: LoginContext;
  adapter: InitialAdapter | null;
  accessToken: string | null;
  modifyType: ModifyPasswordType | null;
};

const outcomeOf = (event: OrchestratorEvent): ErrorOutcome | null =>
  event.type === 'api.failed' ? errorOutcome(event.error) : null;
const postLoginOutcome = (event: unknown): PostLoginOutput['kind'] | null =>
  (event as { output?: PostLoginOutput }).output?.kind ?? null;

/** The login context a route sets: a `/login` URL with sp_code and application_key makes it a provider login. */
function contextFrom(route: RouteEntry, current: LoginContext): LoginContext {
  if (route.path !== '/login') return current;
  const search = LoginSearch.parse(route.search);
  return search.sp_code && search.application_key ? loginContextFromSearch(search) : current;
}

export const loginOrchestratorMachine = setup({
  types: {
    input: {} as OrchestratorInput,
    context: {} as OrchestratorContext,
    events: {} as OrchestratorEvent,
    children: {} as {
      boot: 'boot';
      passwordLogin: 'passwordLogin';
      postLogin: 'postLogin';
      modifyPassword: 'modifyPassword';
      logout: 'logout';
    },
  },
  actors: {
    boot: bootMachine,
    passwordLogin: passwordLoginMachine,
    postLogin: postLoginMachine,
    modifyPassword: modifyPasswordMachine,
    logout: logoutMachine,
  },
  actions: {
    openStaticPage: (_, _params: { page: FallbackPage }) => {},
    navigate: (_, _params: { to: string }) => {},
    showNotice: (_, _params: { notice: Notice }) => {},
    clearToken: () => {},
    switchLanguage: (_, _params: { language: Language }) => {},
    storeLoginContext: (_, _params: { loginContext: LoginContext }) => {},
    chooseAdapter: assign({
      adapter: ({ context }) => {
        const tenant = context.tenant;
        const device = context.mobile ? 'MOBILE_H5' : 'PC_BROWSER';
        const types = availableLoginTypes(tenant?.pageConfig.loginTypeList ?? [], tenant?.adapters?.list ?? [], device, IMPLEMENTED_ADAPTERS);
        return initialAdapter({
          adapters: tenant?.adapters ?? null,
          types,
          context: context.loginContext,
          mobile: context.mobile,
          urlAdapter: searchText(context.entry, 'defaultAdapter'),
        });
      },
    }),
  },
  guards: {
    bootFellBack: ({ event }) => 'output' in event && (event.output as BootOutput).kind === 'fallback',
    isRelogin: ({ event }) => outcomeOf(event)?.type === 'relogin',
    isNavigation: ({ event }) => outcomeOf(event)?.type === 'navigate',
    noSecurityAuth: ({ context }) => context.adapter?.kind === 'noSecurityAuth',
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
    enteredAtLogout: ({ context }) => context.entry.path === '/logout',
    enteredAtModifyPassword: ({ context }) => context.entry.path === '/modifyPassword',
    loggedOutToLogin: ({ event }) => 'output' in event && (event.output as { kind?: string }).kind === 'login',
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...input,
    tenant: null,
    fallback: null,
    loginContext: input.entry.path === '/login' ? loginContextFromSearch(LoginSearch.parse(input.entry.search)) : input.storedLoginContext,
    adapter: null,
    accessToken: null,
    modifyType: null,
  }),
  initial: 'booting',
  on: {
    'api.failed': [
      {
        guard: 'isRelogin',
        target: '.signIn',
        actions: [
          'clearToken',
          { type: 'showNotice', params: ({ event }) => ({ notice: noticeOf(outcomeOf(event)) }) },
          { type: 'navigate', params: { to: '/login' } },
        ],
      },
      { guard: 'isNavigation', actions: { type: 'navigate', params: ({ event }) => ({ to: targetOf(outcomeOf(event)) }) } },
      { actions: { type: 'showNotice', params: ({ event }) => ({ notice: noticeOf(outcomeOf(event)) }) } },
    ],
    'language.switch': { actions: { type: 'switchLanguage', params: ({ event }) => ({ language: event.language }) } },
    'route.changed': [
      { guard: 'isLogoutRoute', target: '.logout', actions: assign({ entry: ({ event }) => event.route }) },
      {
        guard: 'isModifyPasswordRoute',
        target: '.modifyPassword',
        actions: assign({ modifyType: ({ event }) => modifyTypeOf(event.route) }),
      },
    ],
  },
  states: {
    booting: {
      tags: ['busy'],
      invoke: {
        id: 'boot',
        src: 'boot',
        onDone: [
          {
            guard: 'bootFellBack',
            target: 'fallback',
            actions: assign({ fallback: ({ event }) => (event.output.kind === 'fallback' ? event.output.page : null) }),
          },
          {
            target: 'routing',
            actions: assign({ tenant: ({ event }) => (event.output.kind === 'ready' ? event.output.tenant : null) }),
          },
        ],
        onError: { target: 'fallback', actions: assign({ fallback: 'systemError' }) },
      },
    },
    // After boot, the flow of the route the app was opened on.
    routing: {
      always: [
        { guard: 'enteredAtLogout', target: 'logout' },
        {
          guard: 'enteredAtModifyPassword',
          target: 'modifyPassword',
          actions: assign({ modifyType: ({ context }) => modifyTypeOf(context.entry) }),
        },
        { target: 'signIn' },
      ],
    },
    // The browser is leaving for a static page; nothing else may happen.
    fallback: {
      type: 'final',
      entry: { type: 'openStaticPage', params: ({ context }) => ({ page: context.fallback ?? 'systemError' }) },
    },
    signIn: {
      meta: { route: '/login' },
      entry: ['chooseAdapter', { type: 'storeLoginContext', params: ({ context }) => ({ loginContext: context.loginContext }) }],
      initial: 'choosing',
      on: {
        'boot.retry': { target: 'booting', actions: assign({ tenant: null }) },
        'route.changed': {
          guard: 'isLoginRoute',
          target: 'signIn',
          reenter: false,
          actions: assign({ loginContext: ({ context, event }) => contextFrom(event.route, context.loginContext) }),
        },
      },
      states: {
        choosing: {
          always: [{ guard: 'noSecurityAuth', target: 'noAdapter' }, { target: 'password' }],
        },
        noAdapter: { entry: { type: 'navigate', params: { to: '/systemError' } } },
        password: {
          invoke: {
            id: 'passwordLogin',
            src: 'passwordLogin',
            input: ({ context }) => ({
              sm2Key: context.tenant?.sm2Key ?? null,
              clientId: context.tenant?.preLogin.clientId ?? '',
              enterpriseId: context.tenant?.enterprise?.enterpriseId ?? '',
            }),
            onDone: { target: '#login.postLogin', actions: assign({ accessToken: ({ event }) => event.output.accessToken }) },
          },
        },
      },
    },
    postLogin: {
      invoke: {
        id: 'postLogin',
        src: 'postLogin',
        input: ({ context }) => ({
          accessToken: context.accessToken ?? '',
          loginContext: context.loginContext,
          config: context.config,
          loginParams: searchText(context.entry, 'otherParams') ?? null,
        }),
        onDone: [
          {
            guard: 'toModifyPassword',
            target: 'modifyPassword',
            actions: assign({ modifyType: ({ event }) => (event.output.kind === 'modifyPassword' ? event.output.type : null) }),
          },
          {
            guard: 'toSecondAuth',
            target: 'secondAuth',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({ to: event.output.kind === 'secondAuth' && event.output.sp ? '/second/auth?SP_login=true' : '/second/auth' }),
            },
          },
          { guard: 'toNoPermission', target: 'signIn', actions: { type: 'navigate', params: { to: '/applicationNoPermission' } } },
          { guard: 'hasLeft', target: 'left' },
          { target: 'signIn', actions: { type: 'navigate', params: { to: '/login' } } },
        ],
      },
    },
    modifyPassword: {
      meta: { route: '/modifyPassword' },
      entry: { type: 'navigate', params: ({ context }) => ({ to: `/modifyPassword?type=${context.modifyType ?? ''}` }) },
      invoke: {
        id: 'modifyPassword',
        src: 'modifyPassword',
        input: ({ context }) => ({
          type: context.modifyType ?? 'needModifyPasswordOfPwdExpire',
          clientId: context.tenant?.preLogin.clientId ?? '',
          enterpriseId: context.tenant?.enterprise?.enterpriseId ?? '',
          // Without the key the flow fails at encryption and says so; the form still shows the policy.
          sm2Key: context.tenant?.sm2Key ?? { code: '', publicKey: '' },
        }),
        onDone: { target: 'signIn', actions: { type: 'navigate', params: { to: '/login' } } },
      },
      on: { 'route.changed': { guard: 'isLoginRoute', target: 'signIn' } },
    },
    logout: {
      meta: { route: '/logout' },
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => {
          const oldAccessToken = searchText(context.entry, 'oldAccessToken');
          return oldAccessToken ? { oldAccessToken } : {};
        },
        onDone: [
          { guard: 'loggedOutToLogin', target: 'signIn', actions: { type: 'navigate', params: { to: '/login' } } },
          { target: 'left' },
        ],
      },
    },
    secondAuth: {
      meta: { route: '/second/auth' },
      on: { 'route.changed': { guard: 'isLoginRoute', target: 'signIn' } },
    },
    // The browser is leaving for the portal or the service provider.
    left: { type: 'final' },
  },
});

/** The change type a `/modifyPassword` URL names; a bare 507 redirect names none and means an expired password. */
function modifyTypeOf(route: RouteEntry): ModifyPasswordType {
  return isModifyPasswordType(route.search.type) ? route.search.type : 'needModifyPasswordOfPwdExpire';
}

function noticeOf(outcome: ErrorOutcome | null): Notice {
  return outcome && outcome.type !== 'navigate' ? outcome.notice : { key: 'unexpected' };
}

function targetOf(outcome: ErrorOutcome | null): string {
  return outcome?.type === 'navigate' ? outcome.to : '/login';
}
