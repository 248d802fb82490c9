/**
 * Third-party sign-in's start (issue 14; SPEC 2 `/adapterLogin`, 7 `authenticate/{adapter}/login_`): the
 * server makes the state, verifier and nonce and answers the provider's address; the login under way (a
 * provider's or an application's) is kept for the return, and the browser leaves for the provider. The
 * login page's source buttons open this route, and so may a link from outside the page. Should the browser
 * come back here from its cache (Back at the provider), the login page takes over again.
 * A DingTalk OIDC plugin's source button opens it with the plugin (`pluginId`, adapter `oidc_code_adapter`); a
 * plugin source's (issue 15) with `adapter=plugin` and the source as `pluginId`: the server's trace is made and
 * the browser leaves for the plugin, which returns it to `/adapterPluginCallback`. A plugin source that is a
 * composite chain's step is opened from `/compositeLogin` with the chain's code, which the trace carries; the
 * server refuses a trace for a step the chain does not wait for (and ends the chain), for a chain it does not
 * know, or for a source that starts a chain without its code: the page says which, and only goes back. A plugin
 * source whose entry starts a chain (`compositeAuthenticate`) starts it first (`composite/generate_auth_code`)
 * and keeps its entry for the return, so the plugin's answer continues the chain as a later step's does.
 * Route: `/adapterLogin?adapter&sp_code&application_key&pluginId`, every state (`chainCode` never shown).
 */
import { assign, setup } from 'xstate';
import type { LoginContext } from '../../schemas/login-context.schema';
import type { ThirdPartyStart } from '../../schemas/third-party-login.schema';
import { type ChainAheadRefusal, chainAheadRefusal } from './chain-ahead-refusal';
import { type KeptChain, startedEntry } from '../composite/chain-entry';
import {
  type ChainStartRefusal,
  chainStartOf,
  chainStartRefusal,
  startChainActor,
} from '../shared/chain-step';
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
  /** The composite chain's code, where the plugin source is the chain's step; else null. */
  chainCode: string | null;
  /** The plugin source's entry starts a composite chain (`compositeAuthenticate`): its login is the first step. */
  startsChain: boolean;
};
/** The source as the chain's first step: the chain of its adapter, in the login's tenant. */
const chainInputOf = (context: AdapterLoginInput) => ({
  enterpriseAuthId: context.pluginId ?? '',
  enterpriseId: context.enterpriseId,
});

export type AdapterLoginEvent = { type: 'start.retry' } | { type: 'start.back' } | { type: 'page.restored' };

export const adapterLoginMachine = setup({
  types: {
    input: {} as AdapterLoginInput,
    context: {} as AdapterLoginInput & {
      problem: ThirdPartyProblem | null;
      /** Why the chain refused the step, or would not start: the view words it. */
      refusal: ChainAheadRefusal | ChainStartRefusal | null;
    },
    events: {} as AdapterLoginEvent,
    output: {} as { kind: 'back' },
  },
  actors: {
    // src/ checks the address comes back to this page before it answers (else UNSAFE_REDIRECT).
    startAuthorization: notProvided<ThirdPartyStart, AdapterStartQuery>('startAuthorization'),
    startChain: startChainActor,
    pageRestored: notProvidedListener('pageRestored'),
  },
  actions: {
    keepLoginContext: (_, _params: { loginContext: LoginContext }) => {},
    goToProvider: (_, _params: { url: string }) => {},
    /** The tab's composite chain is forgotten: the server ended it, or never had it. */
    clearChain: () => {},
    /** The chain this first step started is kept for the plugin's return (SPEC 3 composite data). */
    keepChain: (_, _params: { entry: KeptChain; expiresIn: number }) => {},
  },
  guards: {
    chainRefused: (_, { error }: { error: unknown }) => chainAheadRefusal(error) !== null,
    chainStartRefused: (_, { error }: { error: unknown }) => chainStartRefusal(error) !== null,
    needsNoChainStart: ({ context }) => !context.startsChain || context.chainCode !== null,
  },
}).createMachine({
  id: 'adapterLogin',
  context: ({ input }) => ({ ...input, problem: null, refusal: null }),
  initial: 'startingChain',
  states: {
    // A chain's first step starts the chain, once; any other start goes straight on.
    startingChain: {
      tags: ['busy'],
      always: { guard: 'needsNoChainStart', target: 'starting' },
      invoke: {
        id: 'startChain',
        src: 'startChain',
        input: ({ context }) => chainStartOf(chainInputOf(context)),
        onDone: {
          target: 'starting',
          actions: [
            assign({ chainCode: ({ event }) => event.output.code }),
            {
              type: 'keepChain',
              params: ({ context, event }) => ({
                entry: startedEntry(event.output, chainInputOf(context).enterpriseAuthId),
                expiresIn: event.output.expiresIn,
              }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'chainStartRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ refusal: ({ event }) => chainStartRefusal(event.error) }),
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
        input: ({ context }) => ({ ...startQueryOf(context), chainCode: context.chainCode }),
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'keepLoginContext', params: ({ context }) => ({ loginContext: context.loginContext }) },
            { type: 'goToProvider', params: ({ event }) => ({ url: event.output.authorizeUrl }) },
          ],
        },
        onError: [
          {
            guard: { type: 'chainRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [assign({ refusal: ({ event }) => chainAheadRefusal(event.error) }), 'clearChain'],
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
        // A chain not started yet is started first (startingChain passes by once it has its code).
        'start.retry': { target: 'startingChain', actions: assign({ problem: null }) },
        'start.back': 'done',
      },
    },
    // The chain's answer stands (a step refused has ended it): no retry, the login starts over.
    refused: { on: { 'start.back': 'done' } },
    done: { type: 'final' },
  },
  output: () => ({ kind: 'back' as const }),
});
