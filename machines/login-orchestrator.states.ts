/**
 * The orchestrator's login states: the login page with its flows, and the steps after the token; and the
 * `loading` step of every flow whose code is downloaded on demand.
 */
import { assign } from 'xstate';
import { ADAPTERS } from '../schemas/spec-constants';
import { orchestratorSetup } from './login-orchestrator.setup';
import { contextFrom, secondAuthPath } from './login-orchestrator.rules';
import { searchText } from './route-entry';

/** `/login`: the adapter is chosen, and the password-login flow runs until it has a token. */
export const signInState = orchestratorSetup.createStateConfig({
  meta: { route: '/login' },
  entry: [
    'chooseAdapter',
    { type: 'storeLoginContext', params: ({ context }) => ({ loginContext: context.loginContext }) },
  ],
  initial: 'choosing',
  on: {
    'route.changed': {
      guard: 'isLoginRoute',
      target: 'signIn',
      reenter: false,
      actions: assign({
        loginContext: ({ context, event }) => contextFrom(event.route, context.loginContext),
      }),
    },
  },
  states: {
    choosing: {
      always: [
        { guard: 'noSecurityAuth', target: 'noAdapter' },
        { guard: 'adaptersUnavailable', target: 'unavailable' },
        { target: 'password' },
      ],
    },
    noAdapter: { entry: { type: 'navigate', params: { to: '/systemError' } } },
    // The adapter list did not load: the page says so and offers `boot.retry`.
    unavailable: { on: { 'boot.retry': { target: '#login.booting', actions: assign({ tenant: null }) } } },
    password: {
      invoke: {
        id: 'passwordLogin',
        src: 'passwordLogin',
        input: ({ context }) => ({
          sm2Key: context.tenant?.sm2Key ?? null,
          clientId: context.tenant?.preLogin.clientId ?? '',
          enterpriseId: context.tenant?.enterprise?.enterpriseId ?? '',
          presetUsername:
            context.loginContext.type === 'APPLICATION_TWOFACTOR'
              ? context.loginContext.applicationData.username
              : null,
        }),
        onDone: {
          target: '#login.postLogin',
          actions: assign({ accessToken: ({ event }) => event.output.accessToken }),
        },
      },
    },
  },
});

const FLOW_UNAVAILABLE = { key: 'flowUnavailable' };

/**
 * A flow whose code is downloaded on demand waits in `loading` (prefetched after the first paint, so it is
 * usually there already) and then runs. A download that fails or never arrives says so and returns to login;
 * `clearToken` when the flow was to end the session, which the user then at least no longer holds.
 */
export function loadingFlowState({ clearToken }: { clearToken: boolean }) {
  const giveUp = {
    target: '#login.signIn',
    actions: [
      ...(clearToken ? (['clearToken'] as const) : []),
      { type: 'showNotice', params: { notice: FLOW_UNAVAILABLE } } as const,
      { type: 'navigate', params: { to: '/login' } } as const,
    ],
  };
  return orchestratorSetup.createStateConfig({
    tags: ['busy'],
    invoke: { id: 'loadFlows', src: 'loadFlows', onDone: 'running', onError: giveUp },
    after: { chunkLoadTimeout: giveUp },
  });
}

/** After the token: the post-login flow, whose outcome is the next route. */
export const postLoginState = orchestratorSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: loadingFlowState({ clearToken: false }),
    running: {
      invoke: {
        id: 'postLogin',
        src: 'postLogin',
        input: ({ context }) => ({
          accessToken: context.accessToken ?? '',
          loginContext: context.loginContext,
          config: context.config,
          loginParams: searchText(context.entry, 'otherParams') ?? null,
          authType: context.adapter?.kind === 'adapter' ? context.adapter.key : ADAPTERS.password,
        }),
        onDone: [
          {
            guard: 'toModifyPassword',
            target: '#login.modifyPassword',
            actions: assign({
              modifyType: ({ event }) => (event.output.kind === 'modifyPassword' ? event.output.type : null),
            }),
          },
          {
            guard: 'toSecondAuth',
            target: '#login.secondAuth',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({
                to: secondAuthPath(event.output.kind === 'secondAuth' && event.output.sp),
              }),
            },
          },
          {
            guard: 'toNoPermission',
            target: '#login.signIn',
            actions: { type: 'navigate', params: { to: '/applicationNoPermission' } },
          },
          // An application's request ends here, answered or not: the next login is a plain one.
          { guard: 'hasLeft', target: '#login.left', actions: 'forgetApplicationRequest' },
          {
            target: '#login.signIn',
            actions: [
              'forgetApplicationRequest',
              assign({ accessToken: null }),
              { type: 'navigate', params: { to: '/login' } },
            ],
          },
        ],
      },
    },
  },
});
