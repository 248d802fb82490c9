/**
 * An offline device's answer to a challenge, as second factor (SPEC sections 3 base64Data, 4 "offline
 * third-party device QR", 7 `third_offline_device_qr_code`): a child of the second-factor flow. The page
 * shows a challenge as a QR code and as digits; the device (a hardware token or an app with no network)
 * computes its OCRA answer (RFC 6287), which the user types (`2factor/otpcode` with `bindOffineDevices`).
 * A user the tenant lets bind a device gets a challenge that carries the new device's key; its first right
 * answer binds it. A challenge answers once and for 5 minutes: a spent or expired one is replaced.
 * Route: its parent's (`/second/auth`).
 */
import { assign, setup } from 'xstate';
import { SECOND_FACTOR_REFUSALS, type SecondFactorRefusal } from '../../schemas/refusals';
import type {
  OfflineChallenge,
  OtpCodeRequest,
  SecondFactorPassed,
} from '../../schemas/second-factor.schema';
import { notProvided } from '../shared/not-provided';
import { type CodeFormatError, codeFormatError, codeRefusal } from '../shared/code-refusal';
import type { MethodOutput } from './second-factor.schema';

export type OfflineDeviceInput = { accessToken: string; enterpriseId: string };
type WithToken = { accessToken: string };

export type OfflineDeviceEvent =
  { type: 'code.submit'; code: string } | { type: 'code.edit' } | { type: 'challenge.renew' };

type OfflineDeviceContext = OfflineDeviceInput & {
  challenge: OfflineChallenge | null;
  code: string;
  formatError: CodeFormatError | null;
  refusal: SecondFactorRefusal | null;
  authCode: string | null;
};

const codeOf = (event: OfflineDeviceEvent) => (event.type === 'code.submit' ? event.code.trim() : '');
// The refusals after which the challenge on screen can no longer be answered.
const SPENT: readonly SecondFactorRefusal[] = [
  SECOND_FACTOR_REFUSALS.expiredCode,
  SECOND_FACTOR_REFUSALS.usedCode,
];

export const offlineDeviceMachine = setup({
  types: {
    input: {} as OfflineDeviceInput,
    context: {} as OfflineDeviceContext,
    events: {} as OfflineDeviceEvent,
    output: {} as MethodOutput,
  },
  actors: {
    offlineChallenge: notProvided<OfflineChallenge, WithToken>('offlineChallenge'),
    offlineAnswer: notProvided<SecondFactorPassed, WithToken & OtpCodeRequest>('offlineAnswer'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isCodeWellFormed: ({ event }) => codeFormatError(codeOf(event)) === null,
    isSpent: (_, { error }: { error: unknown }) => {
      const refusal = codeRefusal(error);
      return refusal !== null && SPENT.includes(refusal);
    },
    isRefusal: (_, { error }: { error: unknown }) => codeRefusal(error) !== null,
  },
}).createMachine({
  id: 'offlineDevice',
  context: ({ input }) => ({
    ...input,
    challenge: null,
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
        id: 'offlineChallenge',
        src: 'offlineChallenge',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'entering', actions: assign({ challenge: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'challenge.renew': 'loading' } },
    entering: {
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
        'challenge.renew': { target: 'loading', actions: assign({ formatError: null, refusal: null }) },
      },
    },
    verifying: {
      tags: ['busy'],
      exit: assign({ code: '' }),
      invoke: {
        id: 'offlineAnswer',
        src: 'offlineAnswer',
        input: ({ context }) => ({
          accessToken: context.accessToken,
          otpCode: context.code,
          enterpriseId: context.enterpriseId,
          bindOffineDevices: true,
        }),
        onDone: { target: 'passed', actions: assign({ authCode: ({ event }) => event.output.authCode }) },
        onError: [
          {
            // The refusal stays on screen over the new challenge.
            guard: { type: 'isSpent', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: assign({ refusal: ({ event }) => codeRefusal(event.error) }),
          },
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
    passed: { type: 'final' },
  },
  output: ({ context }) => ({ authCode: context.authCode ?? '' }),
});
