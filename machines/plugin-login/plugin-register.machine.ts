/**
 * Registering a new account for a plugin's person (issue 15; SPEC 2 `/pluginAdapterRegister?traceId`,
 * registration then bind): the trace check left the binding waiting, its code kept by the tab; the
 * registration's own machine and form register the account, the call being register/adapter/binding, which
 * links it to the person in the account's own transaction. A token signs it in, as after the registration; an
 * account waiting for approval is linked already, and the login comes back after the registration's 4 s. The
 * person may bind an account they have instead (`/pluginAdapterBind`). A trace this tab does not wait to bind
 * says so, and the login comes back by itself after 3 s (SPEC 4, 9 "after binding 3 s"), or at once by its
 * button. Route: `/pluginAdapterRegister?traceId`, every state.
 */
import { assign, setup } from 'xstate';
import { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import { DELAYS } from '../../schemas/spec-constants';
import { registerMachine } from '../register/register.machine';
import { boundRegistration } from '../register/register.schema';
import { notProvided } from '../shared/not-provided';
import type { PluginRegisterOutput } from './plugin-login.schema';

export type PluginRegisterInput = { traceId: string | null; clientId: string; enterpriseId: string };
export type PluginRegisterEvent = { type: 'register.back' } | { type: 'register.bind' };

type Context = PluginRegisterInput & { authCode: string | null; outcome: PluginRegisterOutput };

export const pluginRegisterMachine = setup({
  types: {
    input: {} as PluginRegisterInput,
    context: {} as Context,
    events: {} as PluginRegisterEvent,
    output: {} as PluginRegisterOutput,
    // The view finds the registration's flow by its id.
    children: {} as { keptBinding: 'keptBinding'; bindRegister: 'bindRegister' },
  },
  actors: {
    // src/ reads the code the trace check kept for this trace; none kept fails.
    keptBinding: notProvided<string, { traceId: string }>('keptBinding'),
    // The registration, its call provided as register/adapter/binding by src/.
    bindRegister: registerMachine,
  },
  guards: {
    noTrace: ({ context }) => !context.traceId,
  },
  delays: { afterBinding: DELAYS.afterBinding },
}).createMachine({
  id: 'pluginRegister',
  context: ({ input }) => ({ ...input, authCode: null, outcome: { kind: 'back' } }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'noTrace', target: 'invalid' }, { target: 'reading' }] },
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'keptBinding',
        src: 'keptBinding',
        input: ({ context }) => ({ traceId: context.traceId ?? '' }),
        onDone: { target: 'registering', actions: assign({ authCode: ({ event }) => event.output }) },
        onError: 'invalid',
      },
    },
    registering: {
      invoke: {
        id: 'bindRegister',
        src: 'bindRegister',
        input: ({ context }) => ({
          clientId: context.clientId,
          enterpriseId: context.enterpriseId,
          binding: { kind: PLUGIN_ADAPTER, traceId: context.traceId ?? '', authCode: context.authCode ?? '' },
        }),
        onDone: {
          target: 'done',
          actions: assign({ outcome: ({ event }) => boundRegistration(event.output) }),
        },
        onError: 'invalid',
      },
      on: {
        'register.back': 'done',
        'register.bind': {
          target: 'done',
          actions: assign({
            outcome: ({ context }) => ({ kind: 'bind' as const, traceId: context.traceId ?? '' }),
          }),
        },
      },
    },
    // Nothing to register for here: the login comes back by itself, or at once by the button.
    invalid: { after: { afterBinding: 'done' }, on: { 'register.back': 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
