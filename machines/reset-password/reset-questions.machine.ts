/**
 * Step 3 of the reset by secret questions (SPEC sections 3, 4 and 5): the account's questions
 * (`secret/security/issues/list/by/username`), an answer to each, checked together
 * (`secret/security/issues/check`); a wrong set says '密保校验失败，请重试。' and three lock the way.
 * Route: its parent's (`/resetPassword`).
 */
import { assign, setup } from 'xstate';
import type {
  SecretCheckRequest,
  SecretChecked,
  SecretIssue,
  SecretIssuesQuery,
} from '../../schemas/reset-password.schema';
import { notProvided } from '../shared/not-provided';
import { type ResetRefusal, isResetOver, resetRefusal } from './reset-refusal';
import type { ProofOutput } from './reset-password.schema';

export type ResetQuestionsInput = { resetToken: string; username: string; enterpriseId: string };

/** The answers as typed, by question id. */
export type Answers = Record<string, string>;

export type ResetQuestionsEvent =
  | { type: 'answers.submit'; answers: Answers }
  | { type: 'answers.edit'; id: string }
  | { type: 'questions.retry' };

type ResetQuestionsContext = ResetQuestionsInput & {
  questions: SecretIssue[];
  /** The questions left unanswered on the last submit. */
  missing: string[];
  pending: Answers | null;
  refusal: ResetRefusal | null;
  /** The token the answers proved; null until they have. */
  provedToken: string | null;
};

const answersOf = (event: ResetQuestionsEvent): Answers =>
  event.type === 'answers.submit' ? event.answers : {};
const unanswered = (questions: SecretIssue[], answers: Answers) =>
  questions.filter(({ id }) => !answers[id]?.trim()).map(({ id }) => id);
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const resetQuestionsMachine = setup({
  types: {
    input: {} as ResetQuestionsInput,
    context: {} as ResetQuestionsContext,
    events: {} as ResetQuestionsEvent,
    output: {} as ProofOutput,
  },
  actors: {
    secretIssues: notProvided<SecretIssue[], SecretIssuesQuery>('secretIssues'),
    secretCheck: notProvided<SecretChecked, SecretCheckRequest>('secretCheck'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
    keepRefusal: assign((_, { error }: { error: unknown }) => ({ refusal: resetRefusal(error) })),
  },
  guards: {
    isAnswered: ({ context, event }) => unanswered(context.questions, answersOf(event)).length === 0,
    isOver: (_, { error }: { error: unknown }) => isResetOver(error),
    isRefusal: (_, { error }: { error: unknown }) => resetRefusal(error) !== null,
    isLocked: (_, { error }: { error: unknown }) => resetRefusal(error) === 'locked',
  },
}).createMachine({
  id: 'resetQuestions',
  context: ({ input }) => ({
    ...input,
    questions: [],
    missing: [],
    pending: null,
    refusal: null,
    provedToken: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'secretIssues',
        src: 'secretIssues',
        input: ({ context }) => ({
          username: context.username,
          resetToken: context.resetToken,
          _enterprise_id: context.enterpriseId || undefined,
        }),
        onDone: { target: 'answering', actions: assign({ questions: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isOver', params: errorOf }, target: 'over' },
          // No questions, or the way is locked: said where the questions would be; the other ways stay.
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'unavailable',
            actions: { type: 'keepRefusal', params: errorOf },
          },
          { target: 'loadFailed', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    loadFailed: { on: { 'questions.retry': 'loading' } },
    unavailable: {},
    answering: {
      on: {
        'answers.submit': [
          {
            guard: 'isAnswered',
            target: 'checking',
            actions: assign({ pending: ({ event }) => answersOf(event), missing: [], refusal: null }),
          },
          {
            actions: assign({
              missing: ({ context, event }) => unanswered(context.questions, answersOf(event)),
              refusal: null,
            }),
          },
        ],
        'answers.edit': {
          actions: assign({
            missing: ({ context, event }) => context.missing.filter((id) => id !== event.id),
            refusal: null,
          }),
        },
      },
    },
    checking: {
      tags: ['busy'],
      exit: assign({ pending: null }),
      invoke: {
        id: 'secretCheck',
        src: 'secretCheck',
        input: ({ context }) => ({
          username: context.username,
          resetToken: context.resetToken,
          answers: context.questions.map(({ id }) => ({ id, answer: context.pending?.[id] ?? '' })),
          _enterprise_id: context.enterpriseId || undefined,
        }),
        onDone: {
          target: 'verified',
          // A back end that keeps the token proves the one it has.
          actions: assign({
            provedToken: ({ context, event }) => event.output.resetToken ?? context.resetToken,
          }),
        },
        onError: [
          { guard: { type: 'isOver', params: errorOf }, target: 'over' },
          // The last wrong set locked the way: no more answers are taken; the other ways stay.
          {
            guard: { type: 'isLocked', params: errorOf },
            target: 'unavailable',
            actions: { type: 'keepRefusal', params: errorOf },
          },
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'answering',
            actions: { type: 'keepRefusal', params: errorOf },
          },
          { target: 'answering', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    verified: { type: 'final' },
    // The reset's token is over: the parent starts again from the account.
    over: { type: 'final' },
  },
  output: ({ context }): ProofOutput =>
    context.provedToken
      ? { kind: 'verified', resetToken: context.provedToken }
      : { kind: 'restart', reason: 'expired' },
});
