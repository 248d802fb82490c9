/**
 * Binding a third-party account to a local one (issue 14; SPEC 2 `/adapterBind`, 4 binding, 8 bind errors):
 * the binding query says whose account at the provider waits, then the local account signs in with the
 * password form (captcha, SM2 and lockout as ever), its grant being `login_binding`, which links the two and
 * answers the local account's token: post-login goes on as after a password. Where the tenant takes
 * registrations, the person may register a new account instead, with the registration's own machine and form,
 * its call being register/wechat, which links the new account (signed in, or waiting for approval and back to
 * the login after the registration's 4 s). WeCom's query (SPEC 3 "Wechat enterprise bind response") may answer
 * a token instead: the person got linked meanwhile, and signs in without the form. An unknown, used, expired or
 * another browser's binding says so and the login comes back by itself after 3 s (SPEC 4 "after a login
 * binding query with a uuid, go to login after 3 s"; SPEC 9 "after binding 3 s"), or at once by its button.
 * Route: `/adapterBind?adapter&uuid`, every state.
 */
import { assign, setup } from 'xstate';
import { DELAYS } from '../../schemas/spec-constants';
import type { BindingAnswer, PendingBinding } from '../../schemas/third-party-login.schema';
import type { ThirdPartyKind } from '../../schemas/third-party-sources';
import { passwordLoginMachine } from '../password-login/password-login.machine';
import { registerMachine } from '../register/register.machine';
import { boundRegistration } from '../register/register.schema';
import type { LoginTypeInput } from '../shared/login-type';
import { notProvided } from '../shared/not-provided';
import type { AdapterBindOutput } from './third-party-login.schema';
import { type ThirdPartyProblem, thirdPartyProblem } from '../shared/third-party-problem';

export type AdapterBindInput = {
  kind: ThirdPartyKind;
  uuid: string | null;
  /** The password login's input, less its grant: the sign-in's route is the binding's. */
  login: Omit<LoginTypeInput, 'grant'>;
  /** The tenant takes registrations: a new account may be registered and linked. */
  allowRegister: boolean;
};
export type BindingRequest = { kind: ThirdPartyKind; uuid: string; enterpriseId: string };
export type AdapterBindEvent =
  { type: 'bind.retry' } | { type: 'bind.back' } | { type: 'bind.register' } | { type: 'bind.signIn' };

type Context = AdapterBindInput & {
  pending: PendingBinding | null;
  problem: ThirdPartyProblem | null;
  outcome: AdapterBindOutput;
};

/** The query's answer: signed in already (the outcome), or whose account waits (the form's line). */
const readAnswer = (answer: BindingAnswer): Partial<Context> =>
  'accessToken' in answer
    ? {
        outcome: {
          kind: 'token',
          accessToken: answer.accessToken,
          applicationUuid: answer.applicationUuid ?? null,
        },
      }
    : { pending: answer };

export const adapterBindMachine = setup({
  types: {
    input: {} as AdapterBindInput,
    context: {} as Context,
    events: {} as AdapterBindEvent,
    output: {} as AdapterBindOutput,
    // The view finds the password form's flow by its id.
    children: {} as { bindingQuery: 'bindingQuery'; bindLogin: 'bindLogin'; bindRegister: 'bindRegister' },
  },
  actors: {
    bindingQuery: notProvided<BindingAnswer, BindingRequest>('bindingQuery'),
    // The password login, its grant provided as login_binding by src/.
    bindLogin: passwordLoginMachine,
    // The registration, its call provided as register/wechat by src/.
    bindRegister: registerMachine,
  },
  guards: {
    noBinding: ({ context }) => !context.uuid,
    signedIn: (_, { answer }: { answer: BindingAnswer }) => 'accessToken' in answer,
    mayRegister: ({ context }) => context.allowRegister,
    refused: (_, { problem }: { problem: ThirdPartyProblem }) =>
      problem !== 'network' && problem !== 'unexpected',
  },
  delays: { afterBinding: DELAYS.afterBinding },
}).createMachine({
  id: 'adapterBind',
  context: ({ input }) => ({ ...input, pending: null, problem: null, outcome: { kind: 'back' } }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'noBinding', target: 'invalid' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'bindingQuery',
        src: 'bindingQuery',
        input: ({ context }) => ({
          kind: context.kind,
          uuid: context.uuid ?? '',
          enterpriseId: context.login.enterpriseId,
        }),
        onDone: [
          {
            guard: { type: 'signedIn', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: assign(({ event }) => readAnswer(event.output)),
          },
          { target: 'signingIn', actions: assign(({ event }) => readAnswer(event.output)) },
        ],
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ problem: thirdPartyProblem(event.error) }) },
            target: 'invalid',
            // Which refusal: mostly bindingInvalid; WeCom's query signing in may meet a linked account that
            // may not sign in (accountPending, accountUnavailable).
            actions: assign({ problem: ({ event }) => thirdPartyProblem(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ problem: ({ event }) => thirdPartyProblem(event.error) }),
          },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'bindLogin',
        src: 'bindLogin',
        input: ({ context }) => ({
          ...context.login,
          grant: { kind: 'bind', binding: { kind: context.kind, uuid: context.uuid ?? '' } },
        }),
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
          binding: { kind: context.kind, uuid: context.uuid ?? '' },
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
      on: { 'bind.retry': { target: 'loading', actions: assign({ problem: null }) }, 'bind.back': 'done' },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome,
});
