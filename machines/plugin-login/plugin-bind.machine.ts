/**
 * Binding a plugin's person to a local account by hand (issue 15; SPEC 2 `/pluginAdapterBind?traceId`, 3 Plugin
 * bind, 8 Bind errors): the trace check left the binding waiting, its code kept by the tab; the local account
 * signs in with the password form (captcha, SM2 and lockout as ever), its grant being bind_user, which links the
 * two and answers the local account's token: post-login goes on as after a password. A trace this tab does not
 * wait to bind (a reload in another tab, a hand-made address) says so, and the login comes back by itself after
 * 3 s (SPEC 4, 9 "after binding 3 s"), or at once by its button; the server's own refusals (the trace spent or
 * expired, either account linked already) are the form's, with the password login's wording. Where the tenant
 * takes registrations, the person may register a new account instead (`/pluginAdapterRegister`).
 * Route: `/pluginAdapterBind?traceId`, every state.
 */
import { assign, setup } from 'xstate';
import { PLUGIN_ADAPTER } from '../../schemas/plugin-sources';
import { DELAYS } from '../../schemas/spec-constants';
import { passwordLoginMachine } from '../password-login/password-login.machine';
import type { LoginTypeInput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import type { PluginBindOutput } from './plugin-login.schema';

export type PluginBindInput = {
  traceId: string | null;
  /** The password login's input, less its grant: the sign-in's route is the binding's. */
  login: Omit<LoginTypeInput, 'grant'>;
  /** The tenant takes registrations: a new account may be registered and linked instead. */
  allowRegister: boolean;
};
export type PluginBindEvent = { type: 'bind.back' } | { type: 'bind.register' };

type Context = PluginBindInput & { authCode: string | null; outcome: PluginBindOutput };

export const pluginBindMachine = setup({
  types: {
    input: {} as PluginBindInput,
    context: {} as Context,
    events: {} as PluginBindEvent,
    output: {} as PluginBindOutput,
    // The view finds the password form's flow by its id.
    children: {} as { keptBinding: 'keptBinding'; bindLogin: 'bindLogin' },
  },
  actors: {
    // src/ reads the code the trace check kept for this trace; none kept fails.
    keptBinding: notProvided<string, { traceId: string }>('keptBinding'),
    // The password login, its grant provided as bind_user by src/.
    bindLogin: passwordLoginMachine,
  },
  guards: {
    noTrace: ({ context }) => !context.traceId,
    mayRegister: ({ context }) => context.allowRegister,
  },
  delays: { afterBinding: DELAYS.afterBinding },
}).createMachine({
  id: 'pluginBind',
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
        onDone: { target: 'signingIn', actions: assign({ authCode: ({ event }) => event.output }) },
        onError: 'invalid',
      },
    },
    signingIn: {
      invoke: {
        id: 'bindLogin',
        src: 'bindLogin',
        input: ({ context }) => ({
          ...context.login,
          grant: {
            kind: 'bind',
            binding: {
              kind: PLUGIN_ADAPTER,
              traceId: context.traceId ?? '',
              authCode: context.authCode ?? '',
            },
          },
        }),
        onDone: {
          target: 'done',
          actions: assign({
            // A binding's grant is the tenant's own, never the instance-wide one: no tenant choice comes back.
            outcome: ({ event }) =>
              event.output.kind === 'token'
                ? { kind: 'token' as const, accessToken: event.output.accessToken }
                : { kind: 'back' as const },
          }),
        },
        onError: 'invalid',
      },
      on: {
        'bind.back': 'done',
        'bind.register': {
          guard: 'mayRegister',
          target: 'done',
          actions: assign({
            outcome: ({ context }) => ({ kind: 'register' as const, traceId: context.traceId ?? '' }),
          }),
        },
      },
    },
    // Nothing to bind here: the login comes back by itself, or at once by the button.
    invalid: { after: { afterBinding: 'done' }, on: { 'bind.back': 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
