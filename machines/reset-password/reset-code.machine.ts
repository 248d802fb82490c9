/**
 * Step 3 of the reset by e-mail or phone (SPEC sections 4, 5 and 9): a code is sent at once
 * (`forgot_password/obtain_code`), another after the 60 s countdown; the code typed is checked
 * (`forgot_password/verify_code`), and its answer's sToken must open to the code sent, else the page refuses
 * it (SPEC 5). Sending and typing are independent: a code that arrived can be typed while the countdown runs.
 * A code this reset sent before a reload is not sent again: its countdown goes on where it was (issue 45).
 * Route: its parent's (`/resetPassword`).
 */
import { assign, setup } from 'xstate';
import {
  RESET_CODE_PATTERN,
  type CodeObtained,
  CodeType,
  ObtainCodeRequest,
  VerifyCodeRequest,
} from '../../schemas/reset-password.schema';
import type { STokenCheck } from '../../schemas/rules/s-token.rule';
import { RESEND_COUNTDOWN_SECONDS } from '../../schemas/spec-constants';
import { COUNTDOWN_DELAYS, COUNTDOWN_GUARDS, COUNTDOWN_STATES } from '../shared/countdown';
import { notProvided } from '../shared/not-provided';
import { type ResetRefusal, isResetOver, resetRefusal } from './reset-refusal';
import type { ProofOutput, SentCode } from './reset-password.schema';

export type ResetCodeInput = {
  resetToken: string;
  type: CodeType;
  enterpriseId: string;
  /** The code sent before a reload, if it still lives: none is sent at once. */
  sent: SentCode | null;
};

export type ResetCodeEvent =
  { type: 'code.send' } | { type: 'code.submit'; code: string } | { type: 'code.edit' };

/** Why a typed code is not sent: empty, or not 6 digits. */
export type ResetCodeFormatError = 'required' | 'format';

type ResetCodeContext = ResetCodeInput & {
  /** Seconds until another code may be sent; counted down once a second. */
  resendIn: number;
  /** How long the code sent lives, in minutes (the server says). */
  validMinutes: number | null;
  code: string;
  formatError: ResetCodeFormatError | null;
  refusal: ResetRefusal | null;
  /** How the step ended, once it has. */
  proof: ProofOutput | null;
};

/** verify_code's answer as the page judged it: what its sToken opened to, and the token it proved. */
export type CodeCheck = { check: STokenCheck; resetToken: string };

const codeOf = (event: ResetCodeEvent) => (event.type === 'code.submit' ? event.code.replace(/\s/g, '') : '');
const formatError = (code: string): ResetCodeFormatError | null =>
  code === '' ? 'required' : RESET_CODE_PATTERN.test(code) ? null : 'format';
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A refused call: the reset is over (its token), a refusal the page words, or an error for the app. */
const refusedOr = (target: string) =>
  [
    { guard: { type: 'isOver', params: errorOf }, target: '#resetCode.over' },
    {
      guard: { type: 'isRefusal', params: errorOf },
      target,
      actions: { type: 'keepRefusal', params: errorOf },
    },
    { target, actions: { type: 'reportError', params: errorOf } },
  ] as const;

export const resetCodeMachine = setup({
  types: {
    input: {} as ResetCodeInput,
    context: {} as ResetCodeContext,
    events: {} as ResetCodeEvent,
    output: {} as ProofOutput,
  },
  actors: {
    obtainCode: notProvided<CodeObtained, ObtainCodeRequest>('obtainCode'),
    /** verify_code, and what its sToken opens to (src/crypto/s-token.ts). */
    verifyCode: notProvided<CodeCheck, VerifyCodeRequest>('verifyCode'),
  },
  actions: {
    countDown: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
    endCountdown: assign({ resendIn: 0 }),
    reportError: (_, _params: { error: unknown }) => {},
    /** The tab keeps the code sent, so a reload shows it sent instead of sending another. */
    keepSent: (_, _params: CodeObtained) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: resetRefusal(error) })),
  },
  guards: {
    ...COUNTDOWN_GUARDS,
    isWellFormed: ({ event }) => formatError(codeOf(event)) === null,
    sTokenOk: (_, { check }: CodeCheck) => check === 'ok',
    isOver: (_, { error }: { error: unknown }) => isResetOver(error),
    isRefusal: (_, { error }: { error: unknown }) => resetRefusal(error) !== null,
    isTooSoon: (_, { error }: { error: unknown }) => resetRefusal(error) === 'resendTooSoon',
    wasSent: ({ context }) => context.sent !== null,
  },
  delays: COUNTDOWN_DELAYS,
}).createMachine({
  id: 'resetCode',
  context: ({ input }) => ({
    ...input,
    resendIn: input.sent?.resendIn ?? 0,
    validMinutes: input.sent?.validMinutes ?? null,
    code: '',
    formatError: null,
    refusal: null,
    proof: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      type: 'parallel',
      states: {
        sender: {
          initial: 'starting',
          states: {
            // A code sent before a reload counts down where it was; else one is sent at once.
            starting: { always: [{ guard: 'wasSent', target: 'deciding' }, { target: 'sending' }] },
            idle: { on: { 'code.send': 'sending' } },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'obtainCode',
                src: 'obtainCode',
                input: ({ context }) => ({
                  resetToken: context.resetToken,
                  type: context.type,
                  _enterprise_id: context.enterpriseId || undefined,
                }),
                onDone: {
                  target: 'deciding',
                  actions: [
                    assign({
                      resendIn: ({ event }) => event.output.resendAfter,
                      validMinutes: ({ event }) => event.output.validMinutes,
                      refusal: null,
                    }),
                    { type: 'keepSent', params: ({ event }) => event.output },
                  ],
                },
                onError: [
                  // One code a minute per account, whatever the way: one sent a moment ago (another way, a step
                  // back) holds this one back. The countdown shows the longest it may have left.
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
                'code.submit': [
                  {
                    guard: 'isWellFormed',
                    target: 'verifying',
                    actions: assign({ code: ({ event }) => codeOf(event), formatError: null, refusal: null }),
                  },
                  {
                    actions: assign({
                      formatError: ({ event }) => formatError(codeOf(event)),
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
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  resetToken: context.resetToken,
                  type: context.type,
                  code: context.code,
                  _enterprise_id: context.enterpriseId || undefined,
                }),
                onDone: [
                  {
                    guard: { type: 'sTokenOk', params: ({ event }) => event.output },
                    target: '#resetCode.verified',
                    actions: assign({
                      proof: ({ event }) => ({
                        kind: 'verified' as const,
                        resetToken: event.output.resetToken,
                      }),
                    }),
                  },
                  // SPEC 5: the answer cannot be trusted, and the server took the code: the reset starts again.
                  {
                    target: '#resetCode.over',
                    actions: assign({
                      proof: ({ event }) => ({
                        kind: 'restart' as const,
                        reason:
                          event.output.check === 'missing'
                            ? ('sTokenMissing' as const)
                            : ('sTokenMismatch' as const),
                      }),
                    }),
                  },
                ],
                onError: refusedOr('entering'),
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
    // The reset's token is over, or its answer untrusted: the parent starts again from the account.
    over: { type: 'final' },
  },
  output: ({ context }): ProofOutput => context.proof ?? { kind: 'restart', reason: 'expired' },
});
