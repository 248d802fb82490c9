/**
 * Third-party sign-in's start (issue 14; SPEC 2 `/adapterLogin`, 7 `authenticate/{adapter}/login_`): the
 * server makes the state, verifier and nonce and answers the provider's address; the login under way (a
 * provider's or an application's) is kept for the return, and the browser leaves for the provider. The
 * login page's source buttons open this route, and so may a link from outside the page. Should the browser
 * come back here from its cache (Back at the provider), the login page takes over again.
 * A DingTalk OIDC plugin's source button opens it with the plugin (`pluginId`, adapter `oidc_code_adapter`); a
 * plugin source's (issue 15) with `adapter=plugin` and the source as `pluginId`: the server's trace is made and
 * the browser leaves for the plugin, which returns it to `/adapterPluginCallback`. The plugin's trace carries
 * the route its proof is granted by (machines/shared/grant.ts), which the login asks `prepareGrant` to make
 * ready first where the route says so; the server may refuse the route before the browser leaves: the page
 * says why, and only goes back. Route: `/adapterLogin?adapter&sp_code&application_key&pluginId`, every state.
 */
import { assign, setup } from 'xstate';
import type { LoginContext } from '../../schemas/login-context.schema';
import type { ThirdPartyStart } from '../../schemas/third-party-login.schema';
import {
  type GrantRoute,
  type RouteRefusal,
  grantNeedsPreparing,
  prepareGrantActor,
  preparationOf,
  routeRefusal,
} from '../shared/grant';
import { notProvided, notProvidedListener } from '../shared/not-provided';
import { type AdapterStartQuery, type StartKind, type StartQuery, startQueryOf } from '../shared/start-query';
import { type ThirdPartyProblem, thirdPartyProblem } from '../shared/third-party-problem';

export type { AdapterStartQuery, StartQuery };

export type AdapterLoginInput = {
  kind: StartKind;
  clientId: string;
  enterpriseId: string;
  loginContext: LoginContext;
  pluginId: string | null;
  /** A plugin source's name, as the tenant lists it; null for a provider's kind. */
  sourceName: string | null;
  /** How the proof is granted (grant.ts): the login carries it to its start without reading it. */
  grant: GrantRoute;
};

export type AdapterLoginEvent = { type: 'start.retry' } | { type: 'start.back' } | { type: 'page.restored' };

export const adapterLoginMachine = setup({
  types: {
    input: {} as AdapterLoginInput,
    context: {} as AdapterLoginInput & {
      problem: ThirdPartyProblem | null;
      /** Why the route was refused before the browser left: the view words it. */
      refusal: RouteRefusal | null;
    },
    events: {} as AdapterLoginEvent,
    output: {} as { kind: 'back' },
  },
  actors: {
    // src/ checks the address comes back to this page before it answers (else UNSAFE_REDIRECT).
    startAuthorization: notProvided<ThirdPartyStart, AdapterStartQuery>('startAuthorization'),
    prepareGrant: prepareGrantActor,
    pageRestored: notProvidedListener('pageRestored'),
  },
  actions: {
    keepLoginContext: (_, _params: { loginContext: LoginContext }) => {},
    goToProvider: (_, _params: { url: string }) => {},
  },
  guards: {
    routeRefused: (_, { error }: { error: unknown }) => routeRefusal(error) !== null,
    ready: ({ context }) => !grantNeedsPreparing(context.grant),
  },
}).createMachine({
  id: 'adapterLogin',
  context: ({ input }) => ({ ...input, problem: null, refusal: null }),
  initial: 'preparing',
  states: {
    // A route that asks for it is made ready first, once; any other start goes straight on.
    preparing: {
      tags: ['busy'],
      always: { guard: 'ready', target: 'starting' },
      invoke: {
        id: 'prepareGrant',
        src: 'prepareGrant',
        input: ({ context }) =>
          preparationOf({
            grant: context.grant,
            enterpriseAuthId: context.pluginId ?? '',
            enterpriseId: context.enterpriseId,
          }),
        onDone: { target: 'starting', actions: assign({ grant: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'routeRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ refusal: ({ event }) => routeRefusal(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ problem: ({ event }) => thirdPartyProblem(event.error) }),
          },
        ],
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startAuthorization',
        src: 'startAuthorization',
        input: ({ context }) => ({ ...startQueryOf(context), grant: context.grant }),
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'keepLoginContext', params: ({ context }) => ({ loginContext: context.loginContext }) },
            { type: 'goToProvider', params: ({ event }) => ({ url: event.output.authorizeUrl }) },
          ],
        },
        onError: [
          {
            guard: { type: 'routeRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ refusal: ({ event }) => routeRefusal(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ problem: ({ event }) => thirdPartyProblem(event.error) }),
          },
        ],
      },
    },
    // The browser is on its way to the provider.
    leaving: {
      tags: ['busy'],
      // Without the listener the browser still leaves: nothing to do but wait for it.
      invoke: { id: 'pageRestored', src: 'pageRestored', onError: { actions: [] } },
      on: { 'page.restored': 'done' },
    },
    failed: {
      on: {
        // A route not made ready yet is prepared first (preparing passes by once it is).
        'start.retry': { target: 'preparing', actions: assign({ problem: null }) },
        'start.back': 'done',
      },
    },
    // The route's refusal stands: no retry, the login starts over.
    refused: { on: { 'start.back': 'done' } },
    done: { type: 'final' },
  },
  output: () => ({ kind: 'back' as const }),
});
