/**
 * The forgotten-password reset, its five steps of SPEC section 4: the account (a child), the way to prove it
 * (e-mail, phone or secret questions, as the account has them), the proof (a child per way), the new
 * password (a child) and the result. A reset whose token is over starts again from the account and says so;
 * a successful one goes back to the login, where the new password works.
 * Route: `/resetPassword`, every state.
 */
import { and, assign, setup } from 'xstate';
import type { ResetResult, VerifiedUser, VerifyType } from '../../schemas/reset-password.schema';
import { resetAccountMachine } from './reset-account.machine';
import { resetCodeMachine } from './reset-code.machine';
import { resetNewPasswordMachine } from './reset-new-password.machine';
import type { ProofOutput, ResetPasswordOutput } from './reset-password.schema';
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
  left: boolean;
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const outputOf = ({ event }: { event: { output: ProofOutput } }) => event.output;
/** A proof's end: on to the new password, or, its reset's token over, back to the account saying why. */
const proofDone = [
  {
    guard: { type: 'isOver', params: outputOf },
    target: 'account',
    actions: ['restart', { type: 'sayWhy', params: outputOf }],
  },
  { target: 'newPassword', actions: { type: 'keepProvedToken', params: outputOf } },
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
      resetAccount: 'resetAccount';
      resetCode: 'resetCode';
      resetQuestions: 'resetQuestions';
      resetNewPassword: 'resetNewPassword';
    },
  },
  actors: {
    resetAccount: resetAccountMachine,
    resetCode: resetCodeMachine,
    resetQuestions: resetQuestionsMachine,
    resetNewPassword: resetNewPasswordMachine,
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    restart: assign({ user: null, method: null, result: null }),
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
  },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'method.choose' && (context.user?.methods.some((m) => m.type === event.method) ?? false),
    isQuestion: ({ event }) => event.type === 'method.choose' && event.method === 'question',
    isOver: (_, output: ProofOutput) => output.kind === 'restart',
    succeeded: (_, result: ResetResult['resultDto']) => result.result,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ ...input, user: null, method: null, notice: null, result: null, left: false }),
  initial: 'account',
  on: { 'reset.leave': { target: '.done', actions: assign({ left: true }) } },
  states: {
    account: {
      invoke: {
        id: 'resetAccount',
        src: 'resetAccount',
        input: ({ context }) => ({ enterpriseId: context.enterpriseId, refusal: context.notice }),
        onDone: { target: 'choosing', actions: assign({ user: ({ event }) => event.output, notice: null }) },
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
            actions: assign({ method: 'question' as const }),
          },
          {
            guard: 'isOffered',
            target: 'code',
            actions: assign({ method: ({ event }) => event.method }),
          },
        ],
        'reset.restart': { target: 'account', actions: 'restart' },
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
        }),
        onDone: proofDone,
        onError: proofFailed,
      },
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
    failed: { on: { 'reset.restart': { target: 'account', actions: 'restart' } } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ kind: context.left ? ('left' as const) : ('reset' as const) }),
});
