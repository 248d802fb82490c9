/**
 * A code sent by SMS as second factor (SPEC sections 4, 7 `auth_2factor/sms/`, 8, 9): a child of the
 * second-factor flow. `user_info` gives the bound phone, masked (none: the SPEC 8 message) and how long
 * until another code may be sent, so a reload keeps the countdown; the user asks for a code (`send_code`),
 * may ask again after 60 s, and types it (`submit_code`). Sending and typing are independent: a code that
 * arrived can be typed while the countdown runs. A user without a phone may bind one when the server says
 * so: the codes go to the number typed (`2factor/send_sms`), and typing one back binds that number. Ends
 * with the pass `save_result` redeems.
 * Route: its parent's (`/second/auth`).
 */
import { assign, setup } from 'xstate';
import type { SecondFactorRefusal } from '../../schemas/refusals';
import {
  type BindPhoneRequest,
  MobileNumber,
  type SecondFactorPassed,
  type SmsCodeSent,
  type SmsUserInfo,
} from '../../schemas/second-factor.schema';
import { COUNTDOWN_DELAYS, COUNTDOWN_GUARDS, COUNTDOWN_STATES } from '../shared/countdown';
import { notProvided } from '../shared/not-provided';
import { type CodeFormatError, codeFormatError, codeRefusal, refusalOrReport } from '../shared/code-refusal';
import type { MethodOutput } from './second-factor.schema';

export type SmsCodeInput = { accessToken: string };
type WithToken = { accessToken: string };

export type SmsCodeEvent =
  | { type: 'code.send' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.edit' }
  | { type: 'phone.retry' }
  | { type: 'phone.send'; phoneNumber: string }
  | { type: 'phone.edit' }
  | { type: 'phone.change' };

/** Why a number typed to bind was not sent: nothing typed, or not a mobile number. */
export type PhoneFormatError = 'required' | 'format';

type SmsCodeContext = SmsCodeInput & {
  /** Where codes go: the bound phone (masked), or the number being bound. */
  phoneNumber: string | null;
  /** No phone is bound: the number typed is bound by its code. */
  binding: boolean;
  phoneError: PhoneFormatError | null;
  /** Seconds until another code may be sent; counted down once a second. */
  resendIn: number;
  /** A code was sent in this visit (or before the reload: the countdown still runs). */
  sent: boolean;
  code: string;
  formatError: CodeFormatError | null;
  refusal: SecondFactorRefusal | null;
  authCode: string | null;
};

const codeOf = (event: SmsCodeEvent) => (event.type === 'code.submit' ? event.code.trim() : '');
// Spaces and dashes are how people write numbers, not part of them.
const phoneOf = (event: SmsCodeEvent) =>
  event.type === 'phone.send' ? event.phoneNumber.replace(/[\s-]/g, '') : '';
const phoneError = (phone: string): PhoneFormatError | null =>
  phone === '' ? 'required' : MobileNumber.safeParse(phone).success ? null : 'format';

const smsCodeSetup = setup({
  types: {
    input: {} as SmsCodeInput,
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    output: {} as MethodOutput,
  },
  actors: {
    smsUserInfo: notProvided<SmsUserInfo, WithToken>('smsUserInfo'),
    smsSendCode: notProvided<SmsCodeSent, WithToken>('smsSendCode'),
    bindPhoneSendCode: notProvided<SmsCodeSent, WithToken & BindPhoneRequest>('bindPhoneSendCode'),
    smsSubmitCode: notProvided<SecondFactorPassed, WithToken & { code: string }>('smsSubmitCode'),
  },
  actions: {
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: codeRefusal(error) })),
  },
  guards: {
    hasPhone: (_, info: SmsUserInfo) => info.phoneNumber !== null,
    mayBind: (_, info: SmsUserInfo) => info.mayBindPhone,
    isBinding: ({ context }) => context.binding,
    codeSent: ({ context }) => context.sent,
    ...COUNTDOWN_GUARDS,
    isCodeWellFormed: ({ event }) => codeFormatError(codeOf(event)) === null,
    isPhoneWellFormed: ({ event }) => phoneError(phoneOf(event)) === null,
    isRefusal: (_, { error }: { error: unknown }) => codeRefusal(error) !== null,
  },
  delays: COUNTDOWN_DELAYS,
});

const refusalOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * Sends a code, to the bound phone or to the number being bound, and starts the countdown; `after` is where
 * it goes then. A refusal (too soon, the day's limit, a number in use) is shown where the user asked.
 */
const sending = (src: 'smsSendCode' | 'bindPhoneSendCode', after: string, refused: string) =>
  smsCodeSetup.createStateConfig({
    tags: ['sending'],
    invoke: {
      id: src,
      src,
      input: ({ context }) => ({ accessToken: context.accessToken, phoneNumber: context.phoneNumber ?? '' }),
      onDone: {
        target: after,
        actions: assign({ resendIn: ({ event }) => event.output.resendAfter, sent: true, refusal: null }),
      },
      onError: refusalOrReport(refused),
    },
  });

export const smsCodeMachine = smsCodeSetup.createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    ...input,
    phoneNumber: null,
    binding: false,
    phoneError: null,
    resendIn: 0,
    sent: false,
    code: '',
    formatError: null,
    refusal: null,
    authCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'smsUserInfo',
        src: 'smsUserInfo',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: [
          {
            guard: { type: 'hasPhone', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({
              phoneNumber: ({ event }) => event.output.phoneNumber,
              resendIn: ({ event }) => event.output.resendAfter,
              sent: ({ event }) => event.output.resendAfter > 0,
            }),
          },
          {
            guard: { type: 'mayBind', params: ({ event }) => event.output },
            target: 'newPhone',
            actions: assign({
              binding: true,
              // A reload while a code to the new number is live goes on with that number.
              phoneNumber: ({ event }) => event.output.bindingPhone,
              resendIn: ({ event }) => event.output.resendAfter,
              sent: ({ event }) => event.output.bindingPhone !== null,
            }),
          },
          { target: 'noPhone' },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportError', params: refusalOf },
        },
      },
    },
    loadFailed: { on: { 'phone.retry': 'loading' } },
    // SPEC 8: no bound phone, no code; the other methods stay on offer.
    noPhone: {},
    // No phone either, but one may be bound: the number, then its code.
    newPhone: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'codeSent', target: '#smsCode.ready' }, { target: 'entering' }] },
        entering: {
          on: {
            'phone.send': [
              {
                guard: 'isPhoneWellFormed',
                target: 'sending',
                actions: assign({
                  phoneNumber: ({ event }) => phoneOf(event),
                  phoneError: null,
                  refusal: null,
                }),
              },
              { actions: assign({ phoneError: ({ event }) => phoneError(phoneOf(event)), refusal: null }) },
            ],
            'phone.edit': { actions: assign({ phoneError: null, refusal: null }) },
          },
        },
        sending: sending('bindPhoneSendCode', '#smsCode.ready', 'entering'),
      },
    },
    ready: {
      type: 'parallel',
      on: {
        // Another number to bind: the countdown the last code started still runs.
        'phone.change': {
          guard: 'isBinding',
          target: '#smsCode.newPhone.entering',
          actions: assign({ sent: false, refusal: null, formatError: null }),
        },
      },
      states: {
        sender: {
          initial: 'deciding',
          states: {
            idle: {
              on: { 'code.send': [{ guard: 'isBinding', target: 'sendingToNew' }, { target: 'sending' }] },
            },
            sending: sending('smsSendCode', 'deciding', 'idle'),
            sendingToNew: sending('bindPhoneSendCode', 'deciding', 'idle'),
            ...COUNTDOWN_STATES,
          },
        },
        form: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'code.submit': [
                  {
                    guard: 'isCodeWellFormed',
                    target: 'verifying',
                    actions: assign({ code: ({ event }) => codeOf(event), formatError: null, refusal: null }),
                  },
                  {
                    actions: assign({
                      formatError: ({ event }) => codeFormatError(codeOf(event)),
                      refusal: null,
                    }),
                  },
                ],
                'code.edit': { actions: assign({ formatError: null, refusal: null }) },
              },
            },
            verifying: {
              tags: ['busy'],
              exit: assign({ code: '' }),
              invoke: {
                id: 'smsSubmitCode',
                src: 'smsSubmitCode',
                input: ({ context }) => ({ accessToken: context.accessToken, code: context.code }),
                onDone: {
                  target: '#smsCode.passed',
                  actions: assign({ authCode: ({ event }) => event.output.authCode }),
                },
                onError: refusalOrReport('entering'),
              },
            },
          },
        },
      },
    },
    passed: { type: 'final' },
  },
  output: ({ context }) => ({ authCode: context.authCode ?? '' }),
});
