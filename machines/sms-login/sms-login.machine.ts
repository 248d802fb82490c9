/**
 * SMS code login (SPEC sections 3, 7, 8 and 9), a login type of the sign-in flow: its tab on `/login`. The
 * adapter's initial info says whether a code costs a captcha (`authenticate/{adapter}/login_`); a code is sent
 * to the number typed (`send_code`), another after the 60 s countdown; the code typed signs in (`login_`).
 * Sending and typing are independent regions, so a code that arrived can be typed while the countdown runs.
 * Each send spends its captcha, right or wrong: a new picture follows every send.
 */
import { assign, raise, setup } from 'xstate';
import type { Captcha } from '../../schemas/password-login.schema';
import {
  type SmsCodeSent,
  type SmsLoggedIn,
  type SmsLoginInfo,
  type SmsLoginInfoQuery,
  type SmsLoginRequest,
  type SmsSendCodeRequest,
} from '../../schemas/sms-login.schema';
import { RESEND_COUNTDOWN_SECONDS } from '../../schemas/spec-constants';
import type { LoginTypeInput, LoginTypeOutput } from '../shared/login-type';
import { COUNTDOWN_DELAYS, COUNTDOWN_GUARDS, COUNTDOWN_STATES } from '../shared/countdown';
import { notProvided } from '../shared/not-provided';
import {
  type FieldErrors,
  type PhoneNumber,
  type SmsLoginField,
  digits,
  noErrors,
  sendErrors,
  submitErrors,
} from './sms-login-fields';
import { type SmsLoginRefusal, smsLoginRefusal } from './sms-login-refusal';

export type { SmsFieldError, SmsLoginField } from './sms-login-fields';

export type SmsLoginEvent =
  | ({ type: 'code.send'; captcha: string } & PhoneNumber)
  | ({ type: 'sms.submit'; code: string } & PhoneNumber)
  | { type: 'captcha.refresh' }
  | { type: 'field.edit'; field: SmsLoginField }
  | { type: 'info.retry' }
  // Raised by a send: its captcha is spent.
  | { type: 'captcha.spent' };

type SmsLoginContext = LoginTypeInput & {
  showCaptcha: boolean;
  captcha: Captcha | null;
  /** Seconds until another code may be sent; counted down once a second. */
  resendIn: number;
  /** How long the code sent lives, in minutes; null before one is sent. */
  validMinutes: number | null;
  errors: FieldErrors;
  refusal: SmsLoginRefusal | null;
  send: SmsSendCodeRequest | null;
  login: SmsLoginRequest | null;
  accessToken: string | null;
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A refused call says why; anything else is the app's to report (SPEC 8: the generic exception). */
const refusedOr = (target: string) =>
  [
    {
      guard: { type: 'isRefusal', params: errorOf },
      target,
      actions: { type: 'keepRefusal', params: errorOf },
    },
    { target, actions: { type: 'reportError', params: errorOf } },
  ] as const;

export const smsLoginMachine = setup({
  types: {
    input: {} as LoginTypeInput,
    context: {} as SmsLoginContext,
    events: {} as SmsLoginEvent,
    output: {} as LoginTypeOutput,
  },
  actors: {
    smsLoginInfo: notProvided<SmsLoginInfo, SmsLoginInfoQuery>('smsLoginInfo'),
    captcha: notProvided<Captcha>('captcha'),
    smsSendCode: notProvided<SmsCodeSent, SmsSendCodeRequest>('smsSendCode'),
    smsLogin: notProvided<SmsLoggedIn, SmsLoginRequest>('smsLogin'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: smsLoginRefusal(error) })),
    spendCaptcha: raise({ type: 'captcha.spent' }),
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
  },
  guards: {
    asksCaptcha: ({ context }) => context.showCaptcha,
    canSend: ({ context, event }) => event.type === 'code.send' && noErrors(sendErrors(context, event)),
    canSubmit: ({ event }) => event.type === 'sms.submit' && noErrors(submitErrors(event)),
    ...COUNTDOWN_GUARDS,
    isRefusal: (_, { error }: { error: unknown }) => smsLoginRefusal(error) !== null,
    isTooSoon: (_, { error }: { error: unknown }) => smsLoginRefusal(error) === 'resendTooSoon',
  },
  delays: COUNTDOWN_DELAYS,
}).createMachine({
  id: 'smsLogin',
  context: ({ input }) => ({
    ...input,
    showCaptcha: false,
    captcha: null,
    resendIn: 0,
    validMinutes: null,
    errors: {},
    refusal: null,
    send: null,
    login: null,
    accessToken: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'smsLoginInfo',
        src: 'smsLoginInfo',
        input: ({ context }) => ({ _enterprise_id: context.enterpriseId || undefined }),
        onDone: {
          target: 'ready',
          actions: assign({ showCaptcha: ({ event }) => event.output.showCaptcha }),
        },
        onError: { target: 'unavailable', actions: { type: 'reportError', params: errorOf } },
      },
    },
    // The adapter's info did not load: the tab says so and offers to try again.
    unavailable: { on: { 'info.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'field.edit': {
          actions: assign({
            errors: ({ context, event }) =>
              Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
            refusal: null,
          }),
        },
      },
      states: {
        captcha: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'asksCaptcha', target: 'drawing' }, { target: 'off' }] },
            off: {},
            drawing: {
              tags: ['drawing'],
              invoke: {
                id: 'captcha',
                src: 'captcha',
                onDone: { target: 'shown', actions: assign({ captcha: ({ event }) => event.output }) },
                // No picture: the field says so, and a click on its frame asks again.
                onError: { target: 'shown', actions: assign({ captcha: null }) },
              },
            },
            shown: { on: { 'captcha.refresh': 'drawing', 'captcha.spent': 'drawing' } },
          },
        },
        sender: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.send': [
                  {
                    guard: 'canSend',
                    target: 'sending',
                    actions: assign({
                      send: ({ context, event }) => ({
                        phoneNumber: digits(event.phoneNumber),
                        phoneRegion: event.phoneRegion,
                        enterpriseAuthId: context.enterpriseAuthId,
                        captcha: context.showCaptcha ? event.captcha.trim() : null,
                        key: context.showCaptcha ? (context.captcha?.code ?? null) : null,
                        _enterprise_id: context.enterpriseId || undefined,
                      }),
                      errors: {},
                      refusal: null,
                    }),
                  },
                  {
                    actions: assign({
                      errors: ({ context, event }) => sendErrors(context, event),
                      refusal: null,
                    }),
                  },
                ],
              },
            },
            sending: {
              tags: ['sending'],
              exit: 'spendCaptcha',
              invoke: {
                id: 'smsSendCode',
                src: 'smsSendCode',
                input: ({ context }) => context.send!,
                onDone: {
                  target: 'deciding',
                  actions: assign({
                    resendIn: ({ event }) => event.output.resendAfter,
                    validMinutes: ({ event }) => event.output.validMinutes,
                  }),
                },
                onError: [
                  // Another tab or a reload sent one a moment ago: the countdown shows the most it may have left.
                  {
                    guard: { type: 'isTooSoon', params: errorOf },
                    target: 'cooling',
                    actions: [
                      { type: 'keepRefusal', params: errorOf },
                      assign({ resendIn: RESEND_COUNTDOWN_SECONDS }),
                    ],
                  },
                  ...refusedOr('idle'),
                ],
              },
            },
            ...COUNTDOWN_STATES,
          },
        },
        form: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'sms.submit': [
                  {
                    guard: 'canSubmit',
                    target: 'signingIn',
                    actions: assign({
                      login: ({ context, event }) => ({
                        clientId: context.clientId,
                        code: digits(event.code),
                        enterpriseAuthId: context.enterpriseAuthId,
                        phoneNumber: digits(event.phoneNumber),
                        phoneRegion: event.phoneRegion,
                        authCode: null,
                        key: context.send?.key ?? null,
                        _enterprise_id: context.enterpriseId || undefined,
                      }),
                      errors: {},
                      refusal: null,
                    }),
                  },
                  { actions: assign({ errors: ({ event }) => submitErrors(event), refusal: null }) },
                ],
              },
            },
            signingIn: {
              tags: ['busy'],
              invoke: {
                id: 'smsLogin',
                src: 'smsLogin',
                input: ({ context }) => context.login!,
                onDone: {
                  target: '#smsLogin.signedIn',
                  actions: assign({ accessToken: ({ event }) => event.output.access_token }),
                },
                onError: refusedOr('entering'),
              },
            },
          },
        },
      },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
});
