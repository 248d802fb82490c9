/**
 * A plugin's return (issue 15; SPEC 2 `/adapterPluginCallback`, 4 Plugin binding result after a trace check,
 * 7 `validate_trace_id`, 8 Trace errors): the trace and the plugin's code, gone from the address bar already
 * (the flow table keeps neither in the URL), are checked once; the answer signs in, asks for the fields the
 * tenant needs, or leaves a binding to make; a composite chain's step, passed or refused, goes back to the
 * chain. A refusal says which; an invalid trace takes the page back to the login by itself after 1.5 s (SPEC 4),
 * the callback's URL kept out of the history by the flow table as ever. A return without trace or code (a
 * reload, a hand-made address) says so; no connection may be tried again, as the check is the server's to
 * refuse twice.
 * Route: `/adapterPluginCallback?traceId&authCode`, every state.
 */
import { assign, setup } from 'xstate';
import type { TraceCheck, TraceCheckRequest } from '../../schemas/plugin-login.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { notProvided } from '../shared/not-provided';
import { type ThirdPartyProblem, thirdPartyProblem } from '../shared/third-party-problem';
import type { PluginCallbackOutput } from './plugin-login.schema';
import { type TraceOutcome, traceOutcome } from './trace-outcome';

export type PluginCallbackInput = { traceId: string | null; authCode: string | null; enterpriseId: string };
export type PluginCallbackEvent = { type: 'callback.retry' } | { type: 'callback.back' };

type Context = PluginCallbackInput & {
  outcome: TraceOutcome | null;
  problem: ThirdPartyProblem | null;
};

export const pluginCallbackMachine = setup({
  types: {
    input: {} as PluginCallbackInput,
    context: {} as Context,
    events: {} as PluginCallbackEvent,
    output: {} as PluginCallbackOutput,
  },
  actors: {
    checkTrace: notProvided<TraceCheck, TraceCheckRequest>('checkTrace'),
  },
  guards: {
    incomplete: ({ context }) => !context.traceId || !context.authCode,
    refused: (_, { outcome }: { outcome: TraceOutcome }) => outcome.kind === 'refused',
    needsBinding: (_, { outcome }: { outcome: TraceOutcome }) => outcome.kind === 'bind',
    invalidTrace: ({ context }) => context.outcome?.kind === 'refused' && context.outcome.invalidTrace,
  },
  actions: {
    // The bind form's route names the trace alone: src/ keeps its code for the form (a reload too).
    keepBinding: (_, _params: { traceId: string; authCode: string }) => {},
  },
  delays: { invalidTraceReset: DELAYS.invalidTraceReset },
}).createMachine({
  id: 'pluginCallback',
  context: ({ input }) => ({ ...input, outcome: null, problem: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'incomplete', target: 'incomplete' }, { target: 'validating' }],
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'checkTrace',
        src: 'checkTrace',
        input: ({ context }) => ({
          traceId: context.traceId ?? '',
          authCode: context.authCode ?? '',
          _enterprise_id: context.enterpriseId,
        }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ outcome: traceOutcome(event.output) }) },
            target: 'refused',
            actions: assign({ outcome: ({ event }) => traceOutcome(event.output) }),
          },
          {
            guard: { type: 'needsBinding', params: ({ event }) => ({ outcome: traceOutcome(event.output) }) },
            target: 'done',
            actions: [
              assign({ outcome: ({ event }) => traceOutcome(event.output) }),
              {
                type: 'keepBinding',
                params: ({ context }) => ({
                  traceId: context.traceId ?? '',
                  authCode: context.authCode ?? '',
                }),
              },
            ],
          },
          { target: 'done', actions: assign({ outcome: ({ event }) => traceOutcome(event.output) }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ problem: ({ event }) => thirdPartyProblem(event.error) }),
        },
      },
    },
    incomplete: { on: { 'callback.back': 'done' } },
    refused: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'invalidTrace', target: 'resetting' }, { target: 'shown' }] },
        resetting: { after: { invalidTraceReset: '#pluginCallback.done' } },
        shown: {},
      },
      on: { 'callback.back': 'done' },
    },
    failed: {
      on: {
        'callback.retry': { target: 'validating', actions: assign({ problem: null }) },
        'callback.back': 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context: { outcome, traceId } }): PluginCallbackOutput => {
    switch (outcome?.kind) {
      case 'token':
        return { kind: 'token', accessToken: outcome.accessToken };
      case 'complement':
        return { kind: 'complement', traceId: traceId ?? '' };
      case 'bind':
        return { kind: 'bind', traceId: traceId ?? '' };
      case 'composite':
        return { kind: 'composite', handover: { step: outcome.step } };
      default:
        return { kind: 'back' };
    }
  },
});
