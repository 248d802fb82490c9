/**
 * Third-party sign-in's return (issue 14; SPEC 2 third-party callback pages, 3 Third-party callbacks, 7
 * `submit_callback`): the provider's answer, already gone from the address bar (the flow table keeps none of
 * it in the URL), is posted once; the server answers a token (a linked account) or a binding to make. The
 * provider's own refusal (the user declined), an answer without code or state (a reload, a hand-made
 * address) and the server's refusal each say so, with the way back to the login; a code is never posted
 * twice, so there is no retry.
 * Routes: the callback route of each provider kind (`/aadCallback`, `/ddtalkCallback`…), every state.
 */
import { assign, setup } from 'xstate';
import type { ThirdPartyCallbackResult } from '../../schemas/third-party-login.schema';
import type { RedirectKind } from '../../schemas/third-party-sources';
import { notProvided } from '../shared/not-provided';
import type { ThirdPartyCallbackOutput } from './third-party-login.schema';
import { type ThirdPartyProblem, thirdPartyProblem } from '../shared/third-party-problem';

export type ThirdPartyCallbackInput = {
  kind: RedirectKind;
  code: string | null;
  state: string | null;
  iss: string | null;
  /** The provider's `error` (the user declined, the provider refused the request). */
  providerError: string | null;
  clientId: string;
  enterpriseId: string;
};
export type CallbackRequest = Omit<ThirdPartyCallbackInput, 'providerError'> & {
  code: string;
  state: string;
};

type Context = ThirdPartyCallbackInput & {
  problem: ThirdPartyProblem | null;
  result: ThirdPartyCallbackResult | null;
};

export const thirdPartyCallbackMachine = setup({
  types: {
    input: {} as ThirdPartyCallbackInput,
    context: {} as Context,
    events: {} as { type: 'callback.back' },
    output: {} as ThirdPartyCallbackOutput,
  },
  actors: {
    submitCallback: notProvided<ThirdPartyCallbackResult, CallbackRequest>('submitCallback'),
  },
  guards: {
    declined: ({ context }) => context.providerError !== null,
    incomplete: ({ context }) => !context.code || !context.state,
  },
}).createMachine({
  id: 'thirdPartyCallback',
  context: ({ input }) => ({ ...input, problem: null, result: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'declined', target: 'declined' },
        { guard: 'incomplete', target: 'incomplete' },
        { target: 'submitting' },
      ],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitCallback',
        src: 'submitCallback',
        input: ({ context }) => ({
          kind: context.kind,
          code: context.code ?? '',
          state: context.state ?? '',
          iss: context.iss,
          clientId: context.clientId,
          enterpriseId: context.enterpriseId,
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({ problem: ({ event }) => thirdPartyProblem(event.error) }),
        },
      },
    },
    declined: { on: { 'callback.back': 'done' } },
    incomplete: { on: { 'callback.back': 'done' } },
    refused: { on: { 'callback.back': 'done' } },
    done: { type: 'final' },
  },
  output: ({ context: { result, kind } }): ThirdPartyCallbackOutput =>
    result === null
      ? { kind: 'back' }
      : 'accessToken' in result
        ? { kind: 'token', accessToken: result.accessToken }
        : { kind: 'bind', adapter: kind, uuid: result.uuid },
});
