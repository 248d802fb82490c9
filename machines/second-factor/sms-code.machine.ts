/**
 * A code sent by SMS as second factor (SPEC sections 4, 7 `auth_2factor/sms/`, 8, 9): a child of the
 * second-factor flow. `user_info` gives the bound phone, masked (none: the SPEC 8 message) and how long
 * until another code may be sent, so a reload keeps the countdown; the user asks for a code (`send_code`),
 * may ask again after 60 s, and types it (`submit_code`). Sending and typing are independent: a code that
 * arrived can be typed while the countdown runs. Ends with the pass `save_result` redeems.
 * Route: its parent's (`/second/auth`).
 */
import { assign, setup } from 'xstate';
import type { SecondFactorRefusal } from '../../schemas/refusals';
import type { SecondFactorPassed, SmsCodeSent, SmsUserInfo } from '../../schemas/second-factor.schema';
import { notProvided } from '../shared/not-provided';
import { type CodeFormatError, codeFormatError, codeRefusal } from './code-refusal';
import type { MethodOutput } from './second-factor.schema';

export type SmsCodeInput = { accessToken: string };
type WithToken = { accessToken: string };

export type SmsCodeEvent =
  | { type: 'code.send' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.edit' }
  | { type: 'phone.retry' };

type SmsCodeContext = SmsCodeInput & {
  phoneNumber: string | null;
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

export const smsCodeMachine = setup({
  types: {
    input: {} as SmsCodeInput,
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    output: {} as MethodOutput,
  },
  actors: {
    smsUserInfo: notProvided<SmsUserInfo, WithToken>('smsUserInfo'),
    smsSendCode: notProvided<SmsCodeSent, WithToken>('smsSendCode'),
    smsSubmitCode: notProvided<SecondFactorPassed, WithToken & { code: string }>('smsSubmitCode'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasPhone: (_, info: SmsUserInfo) => info.phoneNumber !== null,
    isCooling: ({ context }) => context.resendIn > 0,
    isLastSecond: ({ context }) => context.resendIn <= 1,
    isCodeWellFormed: ({ event }) => codeFormatError(codeOf(event)) === null,
    isRefusal: (_, { error }: { error: unknown }) => codeRefusal(error) !== null,
  },
  delays: {
    // The countdown's step: one second.
    tick: 1000,
  },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    ...input,
    phoneNumber: null,
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
          { target: 'noPhone' },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'phone.retry': 'loading' } },
    // SPEC 8: no bound phone, no code; the other methods stay on offer.
    noPhone: {},
    ready: {
      type: 'parallel',
      states: {
        sender: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isCooling', target: 'cooling' }, { target: 'idle' }] },
            idle: { on: { 'code.send': 'sending' } },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'smsSendCode',
                src: 'smsSendCode',
                input: ({ context }) => ({ accessToken: context.accessToken }),
                onDone: {
                  target: 'deciding',
                  actions: assign({
                    resendIn: ({ event }) => event.output.resendAfter,
                    sent: true,
                    refusal: null,
                  }),
                },
                onError: [
                  {
                    guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: assign({ refusal: ({ event }) => codeRefusal(event.error) }),
                  },
                  {
                    target: 'idle',
                    actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            cooling: {
              after: {
                tick: [
                  { guard: 'isLastSecond', target: 'idle', actions: assign({ resendIn: 0 }) },
                  {
                    target: 'cooling',
                    reenter: true,
                    actions: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
                  },
                ],
              },
            },
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
                onError: [
                  {
                    guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                    target: 'entering',
                    actions: assign({ refusal: ({ event }) => codeRefusal(event.error) }),
                  },
                  {
                    target: 'entering',
                    actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
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
