/**
 * The second factor (SPEC sections 3, 4 and 8): a session whose user has one (for a service provider, one
 * the application requires too) passes it before the session is saved. `2factor/select` says which methods
 * the tenant and the user allow, the user's own first; each method is a child flow (otp-app, sms-code, admin-code,
 * offline-device)
 * ending with a single-use pass, which `save_result` redeems. Then a success message for 1.5 s and the
 * login goes on as after a password; a failure shows its message and returns to the login after 2 s. The
 * user may switch methods, or give up and sign in again.
 * Routes its states own: `/second/auth` (`SP_login=true` for a service provider), every state.
 */
import { assign, setup } from 'xstate';
import type { SaveResultRequest, SecondFactorSelect } from '../../schemas/second-factor.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { notProvided } from '../shared/not-provided';
import { adminCodeMachine } from './admin-code.machine';
import { offlineDeviceMachine } from './offline-device.machine';
import { otpAppMachine } from './otp-app.machine';
import { otpResetMachine } from './otp-reset.machine';
import { MethodChoice, firstMethod, type SecondFactorOutput } from './second-factor.schema';
import { smsCodeMachine } from './sms-code.machine';

export type SecondFactorInput = {
  accessToken: string;
  /** The login is for a service provider's application (`SP_login=true`). */
  serviceProvider: boolean;
};
type WithToken = { accessToken: string };

export type SecondFactorEvent =
  | { type: 'method.choose'; method: string }
  | { type: 'login.back' }
  | { type: 'otp.reset' }
  | { type: 'reset.cancel' };

type SecondFactorContext = SecondFactorInput & {
  select: SecondFactorSelect | null;
  method: MethodChoice | null;
  authCode: string | null;
  outcome: SecondFactorOutput | null;
};

const chosen = (event: SecondFactorEvent) =>
  event.type === 'method.choose' ? (MethodChoice.safeParse(event.method).data ?? null) : null;

const secondFactorSetup = setup({
  types: {
    input: {} as SecondFactorInput,
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
    output: {} as SecondFactorOutput,
  },
  actors: {
    secondFactorSelect: notProvided<SecondFactorSelect, WithToken>('secondFactorSelect'),
    saveResult: notProvided<{ saved: boolean }, WithToken & SaveResultRequest>('saveResult'),
    otpApp: otpAppMachine,
    smsCode: smsCodeMachine,
    adminCode: adminCodeMachine,
    offlineDevice: offlineDeviceMachine,
    otpReset: otpResetMachine,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasMethods: (_, select: SecondFactorSelect) => select.methods.length > 0,
    isOffered: ({ context, event }) => {
      const method = chosen(event);
      return (
        method !== null && method !== context.method && context.select?.methods.includes(method) === true
      );
    },
    isMethod: ({ context }, { method }: { method: MethodChoice }) => context.method === method,
    // A lost app is reset by a text to the user's phone: only a bound app, and a phone to prove.
    canReset: ({ context }) => context.select?.hasCurrentDevice === true && context.select.bindPhoneNumber,
  },
  delays: {
    // SPEC section 9: success shows 1.5 s before the login goes on; a failure 2 s before the login page.
    successRedirect: DELAYS.successRedirect,
    failureReturn: DELAYS.failureReturn,
  },
});

/** A method's state: its child runs until it gives a pass, which is saved; a child that breaks fails the page. */
const methodState = (src: 'otpApp' | 'smsCode' | 'adminCode' | 'offlineDevice') =>
  secondFactorSetup.createStateConfig({
    invoke: {
      id: src,
      src,
      // What any method may need: the session, the tenant, whether the user's app is bound and the tenant's own.
      input: ({ context }) => ({
        accessToken: context.accessToken,
        enterpriseId: context.select?.enterpriseInformation.enterpriseId ?? '',
        bound: context.select?.hasCurrentDevice === true,
        ownApp: context.select?.isApp2Factor === true,
      }),
      onDone: {
        target: '#secondFactor.saving',
        actions: assign({ authCode: ({ event }) => event.output.authCode }),
      },
      onError: {
        target: '#secondFactor.failed',
        actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
      },
    },
  });

export const secondFactorMachine = secondFactorSetup.createMachine({
  id: 'secondFactor',
  context: ({ input }) => ({ ...input, select: null, method: null, authCode: null, outcome: null }),
  initial: 'loading',
  on: {
    'login.back': { target: '.done', actions: assign({ outcome: { kind: 'relogin' } }) },
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
            }),
          },
          { target: 'unavailable', actions: assign({ select: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
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
          ...methodState('otpApp'),
          on: { 'otp.reset': { guard: 'canReset', target: 'reset' } },
        },
        sms: methodState('smsCode'),
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
            onError: {
              target: '#secondFactor.failed',
              actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        admin: methodState('adminCode'),
        offline: methodState('offlineDevice'),
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveResult',
        src: 'saveResult',
        input: ({ context }) => ({ accessToken: context.accessToken, authCode: context.authCode ?? '' }),
        onDone: { target: 'passed' },
        onError: {
          target: 'failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
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
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'relogin' },
});
