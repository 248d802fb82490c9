/**
 * Alilang sign-in (issue 14; SPEC 7 `authenticate/alilang/getUemTokenParams_` and `submit_callback`;
 * schemas/alilang-login.schema.ts), a login type of the sign-in flow on a desktop browser: its tab on `/login`.
 * The user asks for it; the server signs a request with a fresh nonce; the local UEM agent answers a token
 * vouching for the person signed in to this computer; the server checks it and signs in the linked account,
 * or answers a binding to make (`/adapterBind`). Each step that fails says which: the agent absent (install
 * or start Alilang), the agent refusing, or the server refusing the token; the user can try again.
 */
import { assign, setup } from 'xstate';
import { spApplicationOf, type SpApplication } from '../../schemas/login-context.schema';
import type { UemTokenParams } from '../../schemas/alilang-login.schema';
import type { ThirdPartyCallbackResult } from '../../schemas/third-party-login.schema';
import { tokenGrantOf } from '../shared/grant';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import { type AlilangProblem, alilangProblem } from './alilang-problem';
import { present } from '../shared/present';

export type { AlilangProblem } from './alilang-problem';

export type AlilangParamsInput = {
  clientId: string;
  enterpriseId: string;
  application: SpApplication | null;
};
export type AlilangSubmitInput = { clientId: string; enterpriseId: string; uemToken: string };

export type AlilangLoginEvent = { type: 'alilang.start' };

type AlilangLoginContext = LoginTypeInput & {
  params: UemTokenParams | null;
  uemToken: string | null;
  result: ThirdPartyCallbackResult | null;
  problem: AlilangProblem | null;
};

export const alilangLoginMachine = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as AlilangLoginContext,
    events: {} as AlilangLoginEvent,
    output: {} as LoginTypeOutput,
  },
  actors: {
    uemTokenParams: notProvided<UemTokenParams, AlilangParamsInput>('uemTokenParams'),
    /** The local agent's UEM token for the server's request (src/ checks the agent's address first). */
    agentToken: notProvided<string, UemTokenParams>('agentToken'),
    submitUemToken: notProvided<ThirdPartyCallbackResult, AlilangSubmitInput>('submitUemToken'),
  },
  actions: {
    keepProblem: assign((_, { error }: { error: unknown }) => ({ problem: alilangProblem(error) })),
  },
}).createMachine({
  id: 'alilangLogin',
  context: ({ input }) => ({ ...input, params: null, uemToken: null, result: null, problem: null }),
  initial: 'idle',
  // Every failure waits in `idle` with its problem: the panel says it beside the button that tries again.
  states: {
    idle: { on: { 'alilang.start': 'preparing' } },
    preparing: {
      tags: ['busy'],
      entry: assign({ problem: null, params: null, uemToken: null }),
      invoke: {
        id: 'uemTokenParams',
        src: 'uemTokenParams',
        input: ({ context }) => ({
          clientId: context.clientId,
          enterpriseId: context.enterpriseId,
          application: spApplicationOf(context.loginContext),
        }),
        onDone: { target: 'askingAgent', actions: assign({ params: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'keepProblem', params: ({ event }) => event } },
      },
    },
    // Checking the agent: the panel says so while the computer's agent answers.
    askingAgent: {
      tags: ['busy', 'agent'],
      invoke: {
        id: 'agentToken',
        src: 'agentToken',
        // Set by `preparing`, the only way here.
        input: ({ context }) => present(context.params, 'the Alilang parameters'),
        onDone: { target: 'submitting', actions: assign({ uemToken: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'keepProblem', params: ({ event }) => event } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitUemToken',
        src: 'submitUemToken',
        input: ({ context }) => ({
          clientId: context.clientId,
          enterpriseId: context.enterpriseId,
          uemToken: context.uemToken ?? '',
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'keepProblem', params: ({ event }) => event } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }): LoginTypeOutput =>
    context.result && 'uuid' in context.result
      ? { kind: 'binding', adapter: 'alilang', uuid: context.result.uuid }
      : tokenGrantOf(context.result?.accessToken ?? null, context.enterpriseAuthId),
});
