/**
 * The forgotten-password reset, its five steps of SPEC section 4: the account (a child), the way to prove it
 * (e-mail, phone or secret questions, as the account has them), the proof (a child per way), the new
 * password (a child) and the result. A reset whose token is over starts again from the account and says so;
 * a successful one goes back to the login, where the new password works. The tab keeps the reset under way
 * as it goes (src/ provides where): a reload goes on at the step it was on, a code sent not sent again.
 * Route: `/resetPassword`, every state.
 */
import { and, assign, setup } from 'xstate';
import type { ResetResult, VerifiedUser, VerifyType } from '../../schemas/reset-password.schema';
import { resetAccountMachine } from './reset-account.machine';
import { resetCodeMachine } from './reset-code.machine';
import { resetNewPasswordMachine } from './reset-new-password.machine';
import { notProvided } from '../shared/not-provided';
import type {
  KeptReset,
  ProofOutput,
  ResetPasswordOutput,
  ResetProgress,
  SentCode,
} from './reset-password.schema';
import { KEPT_GUARDS, keepChoice, keepNothing, keepProved, keptOf, resumed } from './reset-progress';
import { resetQuestionsMachine } from './reset-questions.machine';
import type { ResetRefusal } from './reset-refusal';

export type ResetPasswordInput = { enterpriseId: string };

export type ResetPasswordEvent =
  | { type: 'method.choose'; method: VerifyType }
  | { type: 'method.change' }
  | { type: 'reset.restart' }
  | { type: 'reset.finish' }
  /** Back to the login, from any step. */
  | { type: 'reset.leave' };

type ResetPasswordContext = ResetPasswordInput & {
  user: VerifiedUser | null;
  method: VerifyType | null;
  /** Why the account step shows again: the reset's token is over. */
  notice: ResetRefusal | null;
  result: ResetResult['resultDto'] | null;
  /** The code sent before a reload, which the code step shows instead of sending another. */
  sent: SentCode | null;
  left: boolean;
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const outputOf = ({ event }: { event: { output: ProofOutput } }) => event.output;
/** A proof's end: on to the new password, or, its reset's token over, back to the account saying why. */
const proofDone = [
  {
    guard: { type: 'isOver', params: outputOf },
    target: 'account',
    actions: ['restart', { type: 'sayWhy', params: outputOf }, keepNothing],
  },
  { target: 'newPassword', actions: [{ type: 'keepProvedToken', params: outputOf }, keepProved] },
] as const;
// A child ends by its output; an error is a bug, reported, and the user chooses again.
const proofFailed = { target: 'choosing', actions: { type: 'reportError', params: errorOf } } as const;

export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    output: {} as ResetPasswordOutput,
    // Each step's child under its own name, so the view reads its actor typed (src/features/reset-password).
    children: {} as {
      keptReset: 'keptReset';
      resetAccount: 'resetAccount';
      resetCode: 'resetCode';
      resetQuestions: 'resetQuestions';
      resetNewPassword: 'resetNewPassword';
    },
  },
  actors: {
    /** The reset this tab kept, if any (src/ reads it; what does not parse is none). */
    keptReset: notProvided<KeptReset | null>('keptReset'),
    resetAccount: resetAccountMachine,
    resetCode: resetCodeMachine,
    resetQuestions: resetQuestionsMachine,
    resetNewPassword: resetNewPasswordMachine,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    /** The tab keeps the reset as it stands (null: nothing to keep, what it kept is gone). */
    keepProgress: (_, _params: { progress: ResetProgress | null }) => {},
    restart: assign({ user: null, method: null, result: null, sent: null }),
    sayWhy: assign((_, output: ProofOutput) => ({
      notice: output.kind === 'restart' ? output.reason : null,
    })),
    // Only the proved reset's token sets the password (the one before may have been in a URL).
    keepProvedToken: assign(({ context }, output: ProofOutput) => ({
      user:
        context.user && output.kind === 'verified'
          ? { ...context.user, resetToken: output.resetToken }
          : context.user,
    })),
    forgetSent: assign({ sent: null }),
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'method.choose' && (context.user?.methods.some((m) => m.type === event.method) ?? false),
    isQuestion: ({ event }) => event.type === 'method.choose' && event.method === 'question',
    isOver: (_, output: ProofOutput) => output.kind === 'restart',
    succeeded: (_, result: ResetResult['resultDto']) => result.result,
    ...KEPT_GUARDS,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    ...input,
    user: null,
    method: null,
    notice: null,
    result: null,
    sent: null,
    left: false,
  }),
  initial: 'resuming',
  on: { 'reset.leave': { target: '.done', actions: assign({ left: true }) } },
  states: {
    // A reload goes on where the reset was; a reset not under way starts at the account.
    resuming: {
      tags: ['busy'],
      invoke: {
        id: 'keptReset',
        src: 'keptReset',
        onDone: [
          { guard: { type: 'keptNone', params: keptOf }, target: 'account' },
          {
            guard: { type: 'keptProved', params: keptOf },
            target: 'newPassword',
            actions: assign(({ event }) => resumed(event.output)),
          },
          {
            guard: { type: 'keptQuestions', params: keptOf },
            target: 'questions',
            actions: assign(({ event }) => resumed(event.output)),
          },
          {
            guard: { type: 'keptCode', params: keptOf },
            target: 'code',
            actions: assign(({ event }) => resumed(event.output)),
          },
          { target: 'choosing', actions: assign(({ event }) => resumed(event.output)) },
        ],
        onError: 'account',
      },
    },
    account: {
      invoke: {
        id: 'resetAccount',
        src: 'resetAccount',
        input: ({ context }) => ({ enterpriseId: context.enterpriseId, refusal: context.notice }),
        onDone: {
          target: 'choosing',
          actions: [assign({ user: ({ event }) => event.output, notice: null }), keepChoice],
        },
        // A child ends by its output; an error is a bug, reported, and the step starts afresh.
        onError: { target: 'account', reenter: true, actions: { type: 'reportError', params: errorOf } },
      },
    },
    choosing: {
      on: {
        'method.choose': [
          {
            guard: and(['isOffered', 'isQuestion']),
            target: 'questions',
            actions: [assign({ method: 'question' as const }), keepChoice],
          },
          {
            guard: 'isOffered',
            target: 'code',
            actions: [assign({ method: ({ event }) => event.method }), keepChoice],
          },
        ],
        'reset.restart': { target: 'account', actions: ['restart', keepNothing] },
      },
    },
    code: {
      invoke: {
        id: 'resetCode',
        src: 'resetCode',
        input: ({ context }) => ({
          resetToken: context.user?.resetToken ?? '',
          type: context.method === 'phone' ? ('phone' as const) : ('email' as const),
          enterpriseId: context.enterpriseId,
          sent: context.sent,
        }),
        onDone: proofDone,
        onError: proofFailed,
      },
      // Another way sends another code: the one before is not shown again.
      exit: 'forgetSent',
      on: { 'method.change': 'choosing' },
    },
    questions: {
      invoke: {
        id: 'resetQuestions',
        src: 'resetQuestions',
        input: ({ context }) => ({
          resetToken: context.user?.resetToken ?? '',
          username: context.user?.username ?? '',
          enterpriseId: context.enterpriseId,
        }),
        onDone: proofDone,
        onError: proofFailed,
      },
      on: { 'method.change': 'choosing' },
    },
    newPassword: {
      invoke: {
        id: 'resetNewPassword',
        src: 'resetNewPassword',
        input: ({ context }) => ({
          resetToken: context.user?.resetToken ?? '',
          username: context.user?.username ?? '',
          enterpriseId: context.enterpriseId,
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: assign({ result: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: { type: 'reportError', params: errorOf } },
      },
    },
    // SPEC 4, step 5: the result, and the way back to the login (or to start again).
    succeeded: { on: { 'reset.finish': 'done' } },
    failed: { on: { 'reset.restart': { target: 'account', actions: ['restart', keepNothing] } } },
    // Reset or left: the tab keeps nothing of it.
    done: { type: 'final', entry: keepNothing },
  },
  output: ({ context }) => ({ kind: context.left ? ('left' as const) : ('reset' as const) }),
});
