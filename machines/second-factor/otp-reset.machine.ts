/**
 * Resetting a lost authenticator app from the second-factor page (SPEC section 7 `resetOtpDevice`, issue:
 * device reset): a child of the second-factor flow, started from the bound app's panel. `generateCode` draws
 * a captcha and names the phone (none: the reset is not possible here); the captcha's answer sends a text
 * (`sendSms`, once a minute); the text's code (`verifyCode`) unbinds the lost app, and the flow binds a new one.
 * Every ask spends its captcha, so a refusal draws a new one. A reload with the countdown running goes
 * straight to the code. Route: its parent's (`/second/auth`).
 */
import { assign, setup } from 'xstate';
import type { SecondFactorRefusal } from '../../schemas/refusals';
import type {
  OtpDeviceReset,
  ResetCaptcha,
  ResetSendRequest,
  SmsCodeSent,
} from '../../schemas/second-factor.schema';
import { notProvided } from '../shared/not-provided';
import { type CodeFormatError, codeFormatError, codeRefusal, refusalOrReport } from '../shared/code-refusal';

export type OtpResetInput = { accessToken: string };
type WithToken = { accessToken: string };

export type OtpResetEvent =
  | { type: 'code.send'; captcha: string }
  | { type: 'captcha.refresh' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.edit' }
  | { type: 'code.resend' }
  | { type: 'reset.retry' };

type OtpResetContext = OtpResetInput & {
  captcha: { image: string; capCode: string } | null;
  /** The phone the text goes to, masked. */
  phoneNumber: string | null;
  /** Seconds until another text may be sent; counted down once a second. */
  resendIn: number;
  captchaText: string;
  code: string;
  captchaMissing: boolean;
  formatError: CodeFormatError | null;
  refusal: SecondFactorRefusal | null;
};

const captchaOf = ({ captcha, cap_code }: ResetCaptcha) => ({ image: captcha, capCode: cap_code });
const captchaTyped = (event: OtpResetEvent) => (event.type === 'code.send' ? event.captcha.trim() : '');
const codeOf = (event: OtpResetEvent) => (event.type === 'code.submit' ? event.code.trim() : '');

export const otpResetMachine = setup({
  types: {
    input: {} as OtpResetInput,
    context: {} as OtpResetContext,
    events: {} as OtpResetEvent,
    output: {} as OtpDeviceReset,
  },
  actors: {
    resetCaptcha: notProvided<ResetCaptcha, WithToken>('resetCaptcha'),
    resetSendSms: notProvided<SmsCodeSent, WithToken & ResetSendRequest>('resetSendSms'),
    resetVerifyCode: notProvided<OtpDeviceReset, WithToken & { code: string }>('resetVerifyCode'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: codeRefusal(error) })),
  },
  guards: {
    hasPhone: (_, info: ResetCaptcha) => info.phoneNumber !== null,
    isSent: (_, info: ResetCaptcha) => info.resendAfter > 0,
    isCooling: ({ context }) => context.resendIn > 0,
    isResendable: ({ context }) => context.resendIn === 0,
    hasCaptchaText: ({ event }) => captchaTyped(event) !== '',
    isCodeWellFormed: ({ event }) => codeFormatError(codeOf(event)) === null,
    isRefusal: (_, { error }: { error: unknown }) => codeRefusal(error) !== null,
  },
  delays: {
    // The countdown's step: one second.
    tick: 1000,
  },
}).createMachine({
  id: 'otpReset',
  context: ({ input }) => ({
    ...input,
    captcha: null,
    phoneNumber: null,
    resendIn: 0,
    captchaText: '',
    code: '',
    captchaMissing: false,
    formatError: null,
    refusal: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'resetCaptcha',
        src: 'resetCaptcha',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: [
          {
            guard: { type: 'isSent', params: ({ event }) => event.output },
            target: 'entering',
            actions: assign({
              captcha: ({ event }) => captchaOf(event.output),
              phoneNumber: ({ event }) => event.output.phoneNumber,
              resendIn: ({ event }) => event.output.resendAfter,
            }),
          },
          {
            guard: { type: 'hasPhone', params: ({ event }) => event.output },
            target: 'asking',
            actions: assign({
              captcha: ({ event }) => captchaOf(event.output),
              phoneNumber: ({ event }) => event.output.phoneNumber,
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
    loadFailed: { on: { 'reset.retry': 'loading' } },
    // SPEC 8: no phone to prove, so no reset here: the administrator resets the app.
    noPhone: {},
    asking: {
      on: {
        'code.send': [
          {
            guard: 'hasCaptchaText',
            target: 'sending',
            actions: assign({
              captchaText: ({ event }) => captchaTyped(event),
              captchaMissing: false,
              refusal: null,
            }),
          },
          { actions: assign({ captchaMissing: true, refusal: null }) },
        ],
        'captcha.refresh': 'redrawing',
      },
    },
    sending: {
      tags: ['busy', 'sending'],
      invoke: {
        id: 'resetSendSms',
        src: 'resetSendSms',
        input: ({ context }) => ({
          accessToken: context.accessToken,
          captcha: context.captchaText,
          cap_code: context.captcha?.capCode ?? '',
        }),
        onDone: {
          target: 'entering',
          actions: assign({ resendIn: ({ event }) => event.output.resendAfter, captchaText: '' }),
        },
        // The ask spent the captcha, whatever the answer: a new one is drawn.
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'redrawing',
            actions: assign({ refusal: ({ event }) => codeRefusal(event.error), captchaText: '' }),
          },
          {
            target: 'redrawing',
            actions: [
              assign({ captchaText: '' }),
              { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    redrawing: {
      tags: ['busy', 'drawing'],
      invoke: {
        id: 'resetRedraw',
        src: 'resetCaptcha',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: {
          target: 'asking',
          actions: assign({
            captcha: ({ event }) => captchaOf(event.output),
            resendIn: ({ event }) => event.output.resendAfter,
          }),
        },
        onError: {
          target: 'asking',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    entering: {
      after: {
        tick: {
          guard: 'isCooling',
          target: 'entering',
          reenter: true,
          actions: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
        },
      },
      on: {
        'code.submit': [
          {
            guard: 'isCodeWellFormed',
            target: 'verifying',
            actions: assign({ code: ({ event }) => codeOf(event), formatError: null, refusal: null }),
          },
          { actions: assign({ formatError: ({ event }) => codeFormatError(codeOf(event)), refusal: null }) },
        ],
        'code.edit': { actions: assign({ formatError: null, refusal: null }) },
        // Another text needs another captcha.
        'code.resend': { guard: 'isResendable', target: 'redrawing' },
      },
    },
    verifying: {
      tags: ['busy'],
      exit: assign({ code: '' }),
      invoke: {
        id: 'resetVerifyCode',
        src: 'resetVerifyCode',
        input: ({ context }) => ({ accessToken: context.accessToken, code: context.code }),
        onDone: { target: 'done' },
        onError: refusalOrReport('entering'),
      },
    },
    done: { type: 'final' },
  },
  output: () => ({ reset: true }),
});
