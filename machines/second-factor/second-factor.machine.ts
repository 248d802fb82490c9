/**
 * The second factor (SPEC sections 3, 4 and 8): a session whose user has one (for a service provider, one
 * the application requires too) passes it before the session is saved. `2factor/select` says which methods
 * the tenant and the user allow, the user's own first; each method is a child flow (otp-app, sms-code,
 * admin-code, offline-device) ending with a single-use pass, which `save_result` redeems. Then a success
 * message for 1.5 s and the login goes on as after a password; a failure shows its message and returns to the
 * login after 2 s. The user may switch methods, or give up and sign in again.
 * A composite chain's token (issue 15) owes the chain's factor steps, and the server keeps the cursor: select
 * offers the step's method alone, with which step of how many; each pass saved with steps to go shows its
 * success for 1.5 s, keeps the tab's chain entry, and selects again. The last one ends the chain as a passed
 * factor; a refused one ends it with the refusal's words, and the login after 2 s.
 * Routes its states own: `/second/auth` (`SP_login=true` for a service provider), every state.
 */
import { assign } from 'xstate';
import { savingState } from './saving.state';
import { firstMethod } from './second-factor.schema';
import { type SecondFactorContext, chosen, errorOf, secondFactorSetup } from './second-factor.setup';

export type { SecondFactorEvent, SecondFactorInput } from './second-factor.setup';

/**
 * A method's child runs until it gives a pass, which is saved; a child that breaks fails the page. Each method's
 * state invokes its child under its own id (the page reads it typed, `types.children`), with this input.
 */
const methodInput = ({ context }: { context: SecondFactorContext }) => ({
  // What any method may need: the session, the tenant, whether the user's app is bound and the tenant's own.
  accessToken: context.accessToken,
  enterpriseId: context.select?.enterpriseInformation.enterpriseId ?? '',
  bound: context.select?.hasCurrentDevice === true,
  ownApp: context.select?.isApp2Factor === true,
});
const methodBroke = {
  target: '#secondFactor.failed',
  actions: { type: 'reportError', params: errorOf },
} as const;

export const secondFactorMachine = secondFactorSetup.createMachine({
  id: 'secondFactor',
  context: ({ input }) => ({
    ...input,
    select: null,
    method: null,
    authCode: null,
    progress: null,
    refusal: null,
    outcome: null,
  }),
  initial: 'loading',
  on: {
    // Giving up ends a chain this tab may hold, as /compositeLogin's 重新登录 does (none: nothing to clear).
    'login.back': { target: '.done', actions: ['clearChain', assign({ outcome: { kind: 'relogin' } })] },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'secondFactorSelect',
        src: 'secondFactorSelect',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: [
          {
            guard: { type: 'hasMethods', params: ({ event }) => event.output },
            target: 'method',
            actions: assign({
              select: ({ event }) => event.output,
              method: ({ event }) => firstMethod(event.output),
              progress: ({ event }) => event.output.composite ?? null,
            }),
          },
          {
            target: 'unavailable',
            actions: assign({
              select: ({ event }) => event.output,
              progress: ({ event }) => event.output.composite ?? null,
            }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'reportError', params: errorOf } },
      },
    },
    // Neither the tenant nor the user allows a method this page offers: say so; the user goes back.
    unavailable: {},
    method: {
      initial: 'routing',
      on: {
        'method.choose': {
          guard: 'isOffered',
          target: '.routing',
          actions: assign({ method: ({ event }) => chosen(event) }),
        },
      },
      states: {
        routing: {
          always: [
            { guard: { type: 'isMethod', params: { method: 'otp' } }, target: 'otp' },
            { guard: { type: 'isMethod', params: { method: 'admin' } }, target: 'admin' },
            { guard: { type: 'isMethod', params: { method: 'offline' } }, target: 'offline' },
            { target: 'sms' },
          ],
        },
        otp: {
          invoke: {
            id: 'otpApp',
            src: 'otpApp',
            input: methodInput,
            onDone: {
              target: '#secondFactor.saving',
              actions: assign({ authCode: ({ event }) => event.output.authCode }),
            },
            onError: methodBroke,
          },
          on: { 'otp.reset': { guard: 'canReset', target: 'reset' } },
        },
        sms: {
          invoke: {
            id: 'smsCode',
            src: 'smsCode',
            input: methodInput,
            onDone: {
              target: '#secondFactor.saving',
              actions: assign({ authCode: ({ event }) => event.output.authCode }),
            },
            onError: methodBroke,
          },
        },
        // The lost app is unbound once the phone is proved; the app's panel then binds a new one.
        reset: {
          on: { 'reset.cancel': 'otp' },
          invoke: {
            id: 'otpReset',
            src: 'otpReset',
            input: ({ context }) => ({ accessToken: context.accessToken }),
            onDone: {
              target: 'otp',
              actions: assign({
                select: ({ context }) => context.select && { ...context.select, hasCurrentDevice: false },
              }),
            },
            onError: { target: '#secondFactor.failed', actions: { type: 'reportError', params: errorOf } },
          },
        },
        admin: {
          invoke: {
            id: 'adminCode',
            src: 'adminCode',
            input: methodInput,
            onDone: {
              target: '#secondFactor.saving',
              actions: assign({ authCode: ({ event }) => event.output.authCode }),
            },
            onError: methodBroke,
          },
        },
        offline: {
          invoke: {
            id: 'offlineDevice',
            src: 'offlineDevice',
            input: methodInput,
            onDone: {
              target: '#secondFactor.saving',
              actions: assign({ authCode: ({ event }) => event.output.authCode }),
            },
            onError: methodBroke,
          },
        },
      },
    },
    saving: savingState,
    // A chain's factor step passed, steps to go: its success, then the next step, selected afresh (the
    // server offers its method); nothing of this step's method or pass is carried over.
    stepPassed: {
      tags: ['busy'],
      after: {
        successRedirect: {
          target: 'loading',
          actions: assign({ select: null, method: null, authCode: null }),
        },
      },
    },
    passed: {
      tags: ['busy'],
      after: { successRedirect: { target: 'done', actions: assign({ outcome: { kind: 'passed' } }) } },
    },
    failed: {
      after: { failureReturn: { target: 'done', actions: assign({ outcome: { kind: 'relogin' } }) } },
    },
    // The server ended the chain (SPEC 8 Composite), and its token with it: the reason, then the login.
    refused: {
      entry: 'clearChain',
      after: { failureReturn: { target: 'done', actions: assign({ outcome: { kind: 'relogin' } }) } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'relogin' },
});
