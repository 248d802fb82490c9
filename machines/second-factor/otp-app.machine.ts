/**
 * The one-time-password app as second factor (SPEC sections 3 and 4, two-factor modes): a child of the
 * second-factor flow. With an app bound to the user, the code it shows is sent (`2factor/otpcode`);
 * `otp_details` says how many digits and how often it changes. Without one, the app is bound first: the
 * secret comes as an `otpauth://` URI the page draws as a QR code (and as text), and the app's first code
 * binds it (`verify/confirm`); a new secret can replace it before then (`app_one_time_code`). When the app is
 * the tenant's own (`isApp2Factor`, `ownApp`), its QR code binds the enterprise too (`bind_enterprise_qrcode`).
 * Either way the flow ends with the pass `save_result` redeems.
 * Route: its parent's (`/second/auth`).
 */
import { assign, setup } from 'xstate';
import type { SecondFactorRefusal } from '../../schemas/refusals';
import type {
  FirstOneTimeCode,
  OtpCodeRequest,
  OtpDetails,
  SecondFactorPassed,
} from '../../schemas/second-factor.schema';
import { OTP_PERIOD_SECONDS } from '../../schemas/spec-constants';
import { notProvided } from '../shared/not-provided';
import { type CodeFormatError, codeFormatError, codeRefusal, refusalOrReport } from '../shared/code-refusal';
import type { MethodOutput } from './second-factor.schema';

export type OtpAppInput = {
  accessToken: string;
  enterpriseId: string;
  bound: boolean;
  /** The app is the tenant's own (`isApp2Factor`): binding it binds the enterprise too. */
  ownApp: boolean;
};
type WithToken = { accessToken: string };

export type OtpAppEvent =
  | { type: 'code.submit'; code: string }
  | { type: 'code.edit' }
  | { type: 'binding.retry' }
  | { type: 'binding.renew' };

type OtpAppContext = OtpAppInput & {
  details: OtpDetails;
  binding: FirstOneTimeCode | null;
  /** The code being sent, held only while it is. */
  code: string;
  formatError: CodeFormatError | null;
  refusal: SecondFactorRefusal | null;
  authCode: string | null;
};

const DEFAULT_DETAILS: OtpDetails = { otpAlgorithm: 'SHA1', otpPeriod: OTP_PERIOD_SECONDS, otpDigits: 6 };

const codeOf = (event: OtpAppEvent) => (event.type === 'code.submit' ? event.code.trim() : '');

export const otpAppMachine = setup({
  types: {
    input: {} as OtpAppInput,
    context: {} as OtpAppContext,
    events: {} as OtpAppEvent,
    output: {} as MethodOutput,
  },
  actors: {
    otpDetails: notProvided<OtpDetails, WithToken>('otpDetails'),
    otpCode: notProvided<SecondFactorPassed, WithToken & OtpCodeRequest>('otpCode'),
    firstOneTimeCode: notProvided<FirstOneTimeCode, WithToken>('firstOneTimeCode'),
    appOneTimeCode: notProvided<FirstOneTimeCode, WithToken>('appOneTimeCode'),
    bindEnterpriseQrcode: notProvided<FirstOneTimeCode, WithToken>('bindEnterpriseQrcode'),
    verifyConfirm: notProvided<SecondFactorPassed, WithToken & { otpCode: string }>('verifyConfirm'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: codeRefusal(error) })),
  },
  guards: {
    isBound: ({ context }) => context.bound,
    isOwnApp: ({ context }) => context.ownApp,
    isBinding: ({ context }) => context.binding !== null,
    isCodeWellFormed: ({ event }) => codeFormatError(codeOf(event)) === null,
    isRefusal: (_, { error }: { error: unknown }) => codeRefusal(error) !== null,
  },
}).createMachine({
  id: 'otpApp',
  context: ({ input }) => ({
    ...input,
    details: DEFAULT_DETAILS,
    binding: null,
    code: '',
    formatError: null,
    refusal: null,
    authCode: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isBound', target: 'details' },
        { guard: 'isOwnApp', target: 'bindingEnterprise' },
        { target: 'binding' },
      ],
    },
    // The details only word the form: without them it says what the usual app shows (6 digits, 30 s).
    details: {
      tags: ['busy'],
      invoke: {
        id: 'otpDetails',
        src: 'otpDetails',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'entering', actions: assign({ details: ({ event }) => event.output }) },
        onError: { target: 'entering' },
      },
    },
    // The app's code, for the bound app or the one being bound; a refusal is shown under the field.
    entering: {
      on: {
        'code.submit': [
          {
            guard: 'isCodeWellFormed',
            target: 'sending',
            actions: assign({ code: ({ event }) => codeOf(event), formatError: null, refusal: null }),
          },
          { actions: assign({ formatError: ({ event }) => codeFormatError(codeOf(event)), refusal: null }) },
        ],
        'code.edit': { actions: assign({ formatError: null, refusal: null }) },
        // A new secret in place of the one shown (seen by someone else, or scanned into the wrong app).
        'binding.renew': { guard: 'isBinding', target: 'renewing' },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'appOneTimeCode',
        src: 'appOneTimeCode',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: [
          // The tenant's app binds the enterprise with the new secret: its QR code names both.
          {
            guard: 'isOwnApp',
            target: 'bindingEnterprise',
            actions: assign({ formatError: null, refusal: null }),
          },
          {
            target: 'entering',
            actions: assign({ binding: ({ event }) => event.output, formatError: null, refusal: null }),
          },
        ],
        // The server may or may not have replaced it: the load of the secret kept says which.
        onError: {
          target: 'deciding',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sending: { always: [{ guard: 'isBound', target: 'verifying' }, { target: 'confirming' }] },
    verifying: {
      tags: ['busy'],
      exit: assign({ code: '' }),
      invoke: {
        id: 'otpCode',
        src: 'otpCode',
        input: ({ context }) => ({
          accessToken: context.accessToken,
          otpCode: context.code,
          enterpriseId: context.enterpriseId,
          bindOffineDevices: false,
        }),
        onDone: { target: 'passed', actions: assign({ authCode: ({ event }) => event.output.authCode }) },
        onError: refusalOrReport('entering'),
      },
    },
    binding: {
      tags: ['busy'],
      invoke: {
        id: 'firstOneTimeCode',
        src: 'firstOneTimeCode',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'entering', actions: assign({ binding: ({ event }) => event.output }) },
        onError: {
          target: 'bindingFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    bindingEnterprise: {
      tags: ['busy'],
      invoke: {
        id: 'bindEnterpriseQrcode',
        src: 'bindEnterpriseQrcode',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'entering', actions: assign({ binding: ({ event }) => event.output }) },
        onError: {
          target: 'bindingFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    bindingFailed: { on: { 'binding.retry': 'deciding' } },
    confirming: {
      tags: ['busy'],
      exit: assign({ code: '' }),
      invoke: {
        id: 'verifyConfirm',
        src: 'verifyConfirm',
        input: ({ context }) => ({ accessToken: context.accessToken, otpCode: context.code }),
        onDone: { target: 'passed', actions: assign({ authCode: ({ event }) => event.output.authCode }) },
        onError: refusalOrReport('entering'),
      },
    },
    passed: { type: 'final' },
  },
  output: ({ context }) => ({ authCode: context.authCode ?? '' }),
});
