/**
 * Binding an account that signed in elsewhere to a local one (issues 14, 15, 44; SPEC 2 `/adapterBind`,
 * `/pluginAdapterBind`, `/pluginAdapterRegister`, 3 Plugin bind, 4 binding, 8 bind errors): a third-party
 * account the binding query names, or a plugin's person whose code the trace check kept in this tab. The local
 * account signs in with the password form (captcha, SM2 and lockout as ever), its grant being the source's bind
 * call (login_binding, bind_user), which links the two and answers the local account's token: post-login goes
 * on as after a password. Where the tenant takes registrations, the person may register a new account instead,
 * with the registration's own machine and form, its call the source's (register/wechat,
 * register/adapter/binding), which links the new account (signed in, or waiting for approval and back to the
 * login). WeCom's query may answer a token instead: the person got linked meanwhile, and signs in without the
 * form. A binding that is unknown, used, expired, another browser's or not waited for in this tab says so,
 * and the login comes back by itself after 3 s (SPEC 4 "after a login binding query with a uuid, go to login
 * after 3 s"; SPEC 9 "after binding 3 s"), or at once by its button. Every state is its page's route.
 */
import { assign, setup } from 'xstate';
import { DELAYS } from '../../schemas/spec-constants';
import type { PendingBinding } from '../../schemas/third-party-login.schema';
import { passwordLoginMachine } from '../password-login/password-login.machine';
import { registerMachine } from '../register/register.machine';
import { boundRegistration } from '../register/register.schema';
import type { LoginTypeInput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import type { PendingBindingRef } from '../shared/pending-binding';
import {
  type BindOutput,
  type BindProblem,
  type BindSource,
  type WaitingBinding,
  bindProblem,
  sourceNamed,
} from './bind.schema';

export type BindInput = {
  source: BindSource;
  /** The password login's input, less its grant: the sign-in's route is the binding's. */
  login: Omit<LoginTypeInput, 'grant'>;
  /** The tenant takes registrations: a new account may be registered and linked. */
  allowRegister: boolean;
  /** The form the page opens with: `/pluginAdapterRegister` opens on the registration. */
  opensOn: 'signIn' | 'register';
};
export type WaitingRequest = { source: BindSource; enterpriseId: string };
export type BindEvent =
  { type: 'bind.retry' } | { type: 'bind.back' } | { type: 'bind.register' } | { type: 'bind.signIn' };

type Context = BindInput & {
  binding: PendingBindingRef | null;
  /** Whose account waits, as the server says (a third-party account's provider and name). */
  shown: PendingBinding | null;
  problem: BindProblem | null;
  outcome: BindOutput;
};

/** The binding the forms link: found before either runs, so its absence is a bug the app reports. */
function waiting(context: Context): PendingBindingRef {
  if (!context.binding) throw new Error('A binding form without its binding');
  return context.binding;
}

const found = (answer: WaitingBinding): Partial<Context> =>
  answer.kind === 'signedIn'
    ? {
        outcome: {
          kind: 'token',
          accessToken: answer.accessToken,
          applicationUuid: answer.applicationUuid,
        },
      }
    : { binding: answer.binding, shown: answer.shown };

export const bindMachine = setup({
  types: {
    input: {} as BindInput,
    context: {} as Context,
    events: {} as BindEvent,
    output: {} as BindOutput,
    // The view finds the forms' flows by their ids.
    children: {} as {
      waitingBinding: 'waitingBinding';
      bindLogin: 'bindLogin';
      bindRegister: 'bindRegister';
    },
  },
  actors: {
    // src/ asks the source's binding query, or reads the code the trace check kept in this tab.
    waitingBinding: notProvided<WaitingBinding, WaitingRequest>('waitingBinding'),
    // The password login, its grant provided as the source's bind call by src/.
    bindLogin: passwordLoginMachine,
    // The registration, its call provided as the source's registration by src/.
    bindRegister: registerMachine,
  },
  guards: {
    nothingNamed: ({ context }) => !sourceNamed(context.source),
    signedIn: (_, { answer }: { answer: WaitingBinding }) => answer.kind === 'signedIn',
    opensOnRegister: ({ context }) => context.opensOn === 'register' && context.allowRegister,
    mayRegister: ({ context }) => context.allowRegister,
    refused: (_, { problem }: { problem: BindProblem }) => problem !== 'network' && problem !== 'unexpected',
  },
  delays: { afterBinding: DELAYS.afterBinding },
}).createMachine({
  id: 'bind',
  context: ({ input }) => ({
    ...input,
    binding: null,
    shown: null,
    problem: null,
    outcome: { kind: 'back' },
  }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'nothingNamed', target: 'invalid' }, { target: 'finding' }] },
    finding: {
      tags: ['busy'],
      invoke: {
        id: 'waitingBinding',
        src: 'waitingBinding',
        input: ({ context }) => ({ source: context.source, enterpriseId: context.login.enterpriseId }),
        onDone: [
          {
            guard: { type: 'signedIn', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: assign(({ event }) => found(event.output)),
          },
          {
            guard: 'opensOnRegister',
            target: 'registering',
            actions: assign(({ event }) => found(event.output)),
          },
          { target: 'signingIn', actions: assign(({ event }) => found(event.output)) },
        ],
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ problem: bindProblem(event.error) }) },
            target: 'invalid',
            actions: assign({ problem: ({ event }) => bindProblem(event.error) }),
          },
          { target: 'failed', actions: assign({ problem: ({ event }) => bindProblem(event.error) }) },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'bindLogin',
        src: 'bindLogin',
        input: ({ context }) => ({ ...context.login, grant: { kind: 'bind', binding: waiting(context) } }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'token',
            target: 'done',
            actions: assign({
              outcome: ({ event }) => ({
                kind: 'token' as const,
                accessToken: event.output.kind === 'token' ? event.output.accessToken : '',
              }),
            }),
          },
          // A binding's grant is the tenant's own, never the instance-wide one: a tenant choice is a bug.
          { target: 'failed', actions: assign({ problem: 'unexpected' }) },
        ],
        onError: { target: 'failed', actions: assign({ problem: 'unexpected' }) },
      },
      on: { 'bind.back': 'done', 'bind.register': { guard: 'mayRegister', target: 'registering' } },
    },
    registering: {
      invoke: {
        id: 'bindRegister',
        src: 'bindRegister',
        input: ({ context }) => ({
          clientId: context.login.clientId,
          enterpriseId: context.login.enterpriseId,
          binding: waiting(context),
        }),
        onDone: {
          target: 'done',
          actions: assign({ outcome: ({ event }) => boundRegistration(event.output) }),
        },
        onError: { target: 'failed', actions: assign({ problem: 'unexpected' }) },
      },
      on: { 'bind.back': 'done', 'bind.signIn': 'signingIn' },
    },
    // Nothing to bind here: the login comes back by itself, or at once by the button.
    invalid: { after: { afterBinding: 'done' }, on: { 'bind.back': 'done' } },
    failed: {
      on: { 'bind.retry': { target: 'finding', actions: assign({ problem: null }) }, 'bind.back': 'done' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
