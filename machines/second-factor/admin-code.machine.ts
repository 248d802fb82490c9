/**
 * A code the tenant's administrator relays, as second factor (SPEC sections 3 Send-to-admin form, 7
 * `2factor_admin_otp`, 8): a child of the second-factor flow. `load/captcha` draws a captcha and says how long
 * until the administrator may be asked again (a reload keeps the countdown); the user asks (`send`, once a
 * minute), then types the code the administrator passes on with the captcha's answer (`verify`). Every
 * attempt spends its captcha, so a refusal draws a new one. Ends with the pass `save_result` redeems.
 * Route: its parent's (`/second/auth`).
 */
import { assign, setup } from 'xstate';
import type { SecondFactorRefusal } from '../../schemas/refusals';
import type {
  AdminCaptcha,
  AdminVerifyRequest,
  SecondFactorPassed,
  SmsCodeSent,
} from '../../schemas/second-factor.schema';
import { COUNTDOWN_DELAYS, COUNTDOWN_GUARDS, COUNTDOWN_STATES } from '../shared/countdown';
import { notProvided } from '../shared/not-provided';
import { type CodeFormatError, codeFormatError, codeRefusal, refusalOrReport } from '../shared/code-refusal';
import type { MethodOutput } from './second-factor.schema';

export type AdminCodeInput = { accessToken: string };
type WithToken = { accessToken: string };

export type AdminCodeEvent =
  | { type: 'code.send' }
  | { type: 'code.submit'; code: string; captcha: string }
  | { type: 'code.edit' }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.retry' };

type AdminCodeContext = AdminCodeInput & {
  /** The captcha on screen: its picture and the code its answer goes back with. */
  captcha: { image: string; capCode: string } | null;
  /** Seconds until the administrator may be asked again; counted down once a second. */
  resendIn: number;
  /** A code was asked for in this visit (or before the reload: the countdown still runs). */
  sent: boolean;
  form: { verifyCode: string; captcha: string };
  formatError: CodeFormatError | null;
  /** The captcha's answer was left empty. */
  captchaMissing: boolean;
  /** SPEC 8 `verifyMessage`: why the server refused the ask or the code. */
  refusal: SecondFactorRefusal | null;
  authCode: string | null;
};

const typed = (event: AdminCodeEvent) =>
  event.type === 'code.submit'
    ? { verifyCode: event.code.trim(), captcha: event.captcha.trim() }
    : { verifyCode: '', captcha: '' };
const captchaOf = ({ captcha, cap_code }: AdminCaptcha) => ({ image: captcha, capCode: cap_code });

export const adminCodeMachine = setup({
  types: {
    input: {} as AdminCodeInput,
    context: {} as AdminCodeContext,
    events: {} as AdminCodeEvent,
    output: {} as MethodOutput,
  },
  actors: {
    adminCaptcha: notProvided<AdminCaptcha, WithToken>('adminCaptcha'),
    adminSendCode: notProvided<SmsCodeSent, WithToken>('adminSendCode'),
    adminVerify: notProvided<SecondFactorPassed, WithToken & AdminVerifyRequest>('adminVerify'),
  },
  actions: {
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: codeRefusal(error) })),
  },
  guards: {
    ...COUNTDOWN_GUARDS,
    isFormComplete: ({ event }) => {
      const form = typed(event);
      return codeFormatError(form.verifyCode) === null && form.captcha !== '';
    },
    isRefusal: (_, { error }: { error: unknown }) => codeRefusal(error) !== null,
  },
  delays: COUNTDOWN_DELAYS,
}).createMachine({
  id: 'adminCode',
  context: ({ input }) => ({
    ...input,
    captcha: null,
    resendIn: 0,
    sent: false,
    form: { verifyCode: '', captcha: '' },
    formatError: null,
    captchaMissing: false,
    refusal: null,
    authCode: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'adminCaptcha',
        src: 'adminCaptcha',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: {
          target: 'ready',
          actions: assign({
            captcha: ({ event }) => captchaOf(event.output),
            resendIn: ({ event }) => event.output.resendAfter,
            sent: ({ event }) => event.output.resendAfter > 0,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'captcha.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        sender: {
          initial: 'deciding',
          states: {
            idle: { on: { 'code.send': 'sending' } },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'adminSendCode',
                src: 'adminSendCode',
                input: ({ context }) => ({ accessToken: context.accessToken }),
                onDone: {
                  target: 'deciding',
                  actions: assign({
                    resendIn: ({ event }) => event.output.resendAfter,
                    sent: true,
                    refusal: null,
                  }),
                },
                onError: refusalOrReport('idle'),
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
                'code.submit': [
                  {
                    guard: 'isFormComplete',
                    target: 'verifying',
                    actions: assign({
                      form: ({ event }) => typed(event),
                      formatError: null,
                      captchaMissing: false,
                      refusal: null,
                    }),
                  },
                  {
                    actions: assign({
                      formatError: ({ event }) => codeFormatError(typed(event).verifyCode),
                      captchaMissing: ({ event }) => typed(event).captcha === '',
                      refusal: null,
                    }),
                  },
                ],
                'code.edit': { actions: assign({ formatError: null, captchaMissing: false, refusal: null }) },
                'captcha.refresh': 'redrawing',
              },
            },
            verifying: {
              tags: ['busy'],
              exit: assign({ form: { verifyCode: '', captcha: '' } }),
              invoke: {
                id: 'adminVerify',
                src: 'adminVerify',
                input: ({ context }) => ({
                  accessToken: context.accessToken,
                  verifyCode: context.form.verifyCode,
                  captcha: context.form.captcha,
                  cap_code: context.captcha?.capCode ?? '',
                }),
                onDone: {
                  target: '#adminCode.passed',
                  actions: assign({ authCode: ({ event }) => event.output.authCode }),
                },
                // The attempt spent the captcha, whatever the answer: a new one is drawn.
                onError: refusalOrReport('redrawing'),
              },
            },
            redrawing: {
              // Verify waits for the new picture: the old one is spent.
              tags: ['drawing', 'busy'],
              invoke: {
                id: 'adminRedraw',
                src: 'adminCaptcha',
                input: ({ context }) => ({ accessToken: context.accessToken }),
                onDone: {
                  target: 'entering',
                  actions: assign({ captcha: ({ event }) => captchaOf(event.output) }),
                },
                // The old picture stays; the user may ask for another.
                onError: {
                  target: 'entering',
                  actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                },
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
