/**
 * Login orchestrator: the one machine the app runs. It boots the tenant (boot.machine), then runs one flow
 * at a time as a child, each on its route: the login page (`/login`, password-login.machine, then
 * post-login.machine; also `/applicationTwoFactor`, where the login answers an application's request for a
 * second check), the forced password change (`/modifyPassword`) and logout (`/logout`). The flows after the
 * login form are downloaded on demand, so those states wait in `loading` first. Entering a flow state
 * navigates to its route (machine → URL); the router reports URL changes as `route.changed` (URL → machine).
 * It alone decides what an API error means for the whole app (SPEC section 8): relogin on 401, the
 * second-factor page on 505, the forced password change on 507, the IP page on InvalidIPAccess, else a toast.
 */
import { assign } from 'xstate';
import { LoginSearch, loginContextFromSearch } from '../schemas/login-context.schema';
import { modifyTypeOf, noticeOf, outcomeOf, secondAuthPath, targetOf } from './login-orchestrator.rules';
import { orchestratorSetup } from './login-orchestrator.setup';
import { loadingFlowState, postLoginState, signInState } from './login-orchestrator.states';
import { searchText } from './route-entry';

export type {
  Language,
  OrchestratorContext,
  OrchestratorEvent,
  OrchestratorInput,
} from './login-orchestrator.setup';

const INCOMPLETE_APPLICATION_REQUEST = { key: 'applicationTwoFactor.incomplete' };

export const loginOrchestratorMachine = orchestratorSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...input,
    tenant: null,
    fallback: null,
    loginContext:
      input.entry.path === '/login'
        ? loginContextFromSearch(LoginSearch.parse(input.entry.search))
        : input.storedLoginContext,
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
          assign({ accessToken: null }),
          { type: 'showNotice', params: ({ event }) => ({ notice: noticeOf(outcomeOf(event)) }) },
          { type: 'navigate', params: { to: '/login' } },
        ],
      },
      // The second-factor and password-change pages are flows of their own: the machine goes there, not just the URL.
      {
        guard: { type: 'navigatesTo', params: { to: '/second/auth' } },
        target: '.secondAuth',
        actions: {
          type: 'navigate',
          params: ({ context }) => ({ to: secondAuthPath(context.loginContext.type === 'IDAAS_SP') }),
        },
      },
      {
        guard: { type: 'navigatesTo', params: { to: '/modifyPassword' } },
        target: '.modifyPassword',
        actions: assign({ modifyType: null }),
      },
      {
        guard: 'isNavigation',
        actions: { type: 'navigate', params: ({ event }) => ({ to: targetOf(outcomeOf(event)) }) },
      },
      { actions: { type: 'showNotice', params: ({ event }) => ({ notice: noticeOf(outcomeOf(event)) }) } },
    ],
    'language.switch': {
      actions: { type: 'switchLanguage', params: ({ event }) => ({ language: event.language }) },
    },
    'route.changed': [
      // A later application request is taken as if the page had been opened on it.
      {
        guard: 'isApplicationTwoFactorRoute',
        target: '.routing',
        actions: assign({ entry: ({ event }) => event.route }),
      },
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
            actions: assign({
              fallback: ({ event }) => (event.output.kind === 'fallback' ? event.output.page : null),
            }),
          },
          {
            target: 'routing',
            actions: assign({
              tenant: ({ event }) => (event.output.kind === 'ready' ? event.output.tenant : null),
            }),
          },
        ],
        onError: { target: 'fallback', actions: assign({ fallback: 'systemError' }) },
      },
    },
    // After boot, the flow of the route the app was opened on.
    routing: {
      always: [
        { guard: 'enteredAtLogout', target: 'logout' },
        // The page stays on `/applicationTwoFactor`, so a reload still carries the application's request.
        {
          guard: { type: 'enteredWithApplicationRequest', params: { complete: true } },
          target: 'signIn',
          actions: 'enterApplicationTwoFactor',
        },
        {
          guard: { type: 'enteredWithApplicationRequest', params: { complete: false } },
          target: 'signIn',
          actions: [
            { type: 'showNotice', params: { notice: INCOMPLETE_APPLICATION_REQUEST } },
            { type: 'navigate', params: { to: '/login' } },
          ],
        },
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
      entry: {
        type: 'openStaticPage',
        params: ({ context }) => ({ page: context.fallback ?? 'systemError' }),
      },
    },
    signIn: signInState,
    postLogin: postLoginState,
    modifyPassword: {
      meta: { route: '/modifyPassword' },
      entry: {
        type: 'navigate',
        // A bare 507 names no type: the page then treats the password as expired.
        params: ({ context }) => ({
          to: context.modifyType ? `/modifyPassword?type=${context.modifyType}` : '/modifyPassword',
        }),
      },
      on: { 'route.changed': { guard: 'isLoginRoute', target: 'signIn' } },
      initial: 'loading',
      states: {
        loading: loadingFlowState({ clearToken: false }),
        running: {
          invoke: {
            id: 'modifyPassword',
            src: 'modifyPassword',
            input: ({ context }) => ({
              type: context.modifyType ?? 'needModifyPasswordOfPwdExpire',
              clientId: context.tenant?.preLogin.clientId ?? '',
              enterpriseId: context.tenant?.enterprise?.enterpriseId ?? '',
              // Without the key the flow fails at encryption and says so; the form still shows the policy.
              sm2Key: context.tenant?.sm2Key ?? { code: '', publicKey: '' },
              // Going on needs the token this page signed in with; a page opened at /modifyPassword has none.
              skipForceLogin:
                context.tenant?.systemSetting?.skipForceLogin === true && context.accessToken !== null,
            }),
            onDone: [
              // The session survived the change: the login goes on where it stopped, under the login page's overlay.
              {
                guard: 'continuesLogin',
                target: '#login.postLogin',
                actions: { type: 'navigate', params: { to: '/login' } },
              },
              { target: '#login.signIn', actions: { type: 'navigate', params: { to: '/login' } } },
            ],
          },
        },
      },
    },
    logout: {
      meta: { route: '/logout' },
      initial: 'loading',
      states: {
        loading: loadingFlowState({ clearToken: true }),
        running: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => {
              const oldAccessToken = searchText(context.entry, 'oldAccessToken');
              return oldAccessToken ? { oldAccessToken } : {};
            },
            onDone: [
              // Logging out ends whatever login was under way, an application's request too.
              {
                guard: 'loggedOutToLogin',
                target: '#login.signIn',
                actions: ['forgetApplicationRequest', { type: 'navigate', params: { to: '/login' } }],
              },
              { target: '#login.left', actions: 'forgetApplicationRequest' },
            ],
          },
        },
      },
    },
    secondAuth: {
      meta: { route: '/second/auth' },
      on: { 'route.changed': { guard: 'isLoginRoute', target: 'signIn' } },
    },
    // The browser is leaving for the portal or the service provider.
    left: {
      type: 'final',
      entry: { type: 'storeLoginContext', params: ({ context }) => ({ loginContext: context.loginContext }) },
    },
  },
});
