/**
 * Step 1 of the forgotten-password reset (SPEC sections 4 and 8): the account, by its username, e-mail or
 * phone number (with its region), and a picture captcha; `forgot_password/verify_user` answers with the reset
 * token and the ways the account can be proved. SPEC 8: a refusal of the account (code 400) clears the form
 * after 1 s, a wrong captcha (439) its answer; either way a new captcha comes after 1.5 s.
 * Route: its parent's (`/resetPassword`).
 */
import { assign, setup } from 'xstate';
import type { VerifiedUser, VerifyUserRequest } from '../../schemas/reset-password.schema';
import type { Captcha } from '../../schemas/password-login.schema';
import { DEFAULT_PHONE_REGION, DELAYS } from '../../schemas/spec-constants';
import { notProvided } from '../shared/not-provided';
import { type ResetRefusal, resetRefusal } from './reset-refusal';
import { present } from '../shared/present';

export type ResetAccountInput = {
  enterpriseId: string;
  /** Why the reset starts again (its token expired at a later step), said above the form. */
  refusal: ResetRefusal | null;
};

export type AccountField = 'username' | 'captcha';
export type AccountForm = { username: string; phoneRegion: string; captcha: string };

export type ResetAccountEvent =
  | ({ type: 'account.submit' } & AccountForm)
  | { type: 'account.edit'; field: AccountField }
  | { type: 'captcha.refresh' };

type ResetAccountContext = ResetAccountInput & {
  captcha: Captcha | null;
  /** The fields left empty on the last submit. */
  missing: AccountField[];
  pending: AccountForm | null;
  /** Counts the times the form was cleared (SPEC 8's code 400): the page empties its fields on each. */
  cleared: number;
  user: VerifiedUser | null;
};

const formOf = (event: ResetAccountEvent): AccountForm | null => {
  if (event.type !== 'account.submit') return null;
  return { username: event.username.trim(), phoneRegion: event.phoneRegion, captcha: event.captcha.trim() };
};
const missingOf = (form: AccountForm | null, captcha: Captcha | null): AccountField[] => [
  ...(form?.username ? [] : (['username'] as const)),
  ...(form?.captcha && captcha ? [] : (['captcha'] as const)),
];
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const resetAccountMachine = setup({
  types: {
    input: {} as ResetAccountInput,
    context: {} as ResetAccountContext,
    events: {} as ResetAccountEvent,
    output: {} as VerifiedUser,
  },
  actors: {
    drawCaptcha: notProvided<Captcha>('drawCaptcha'),
    verifyUser: notProvided<VerifiedUser, VerifyUserRequest>('verifyUser'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isComplete: ({ context, event }) => missingOf(formOf(event), context.captcha).length === 0,
    isRefusal: (_, { error }: { error: unknown }) => resetRefusal(error) !== null,
    clearsForm: ({ context }) => context.refusal === 'noAccount',
  },
  delays: {
    formClear: DELAYS.formClear,
    resetFailureCaptchaRefresh: DELAYS.resetFailureCaptchaRefresh,
  },
}).createMachine({
  id: 'resetAccount',
  context: ({ input }) => ({ ...input, captcha: null, missing: [], pending: null, cleared: 0, user: null }),
  initial: 'drawing',
  states: {
    // The old picture goes at once: its answer could no longer pass.
    drawing: {
      tags: ['drawing'],
      entry: assign({ captcha: null }),
      invoke: {
        id: 'drawCaptcha',
        src: 'drawCaptcha',
        onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: { type: 'reportError', params: errorOf } },
      },
    },
    ready: {
      on: {
        'account.submit': [
          {
            guard: 'isComplete',
            target: 'verifying',
            actions: assign({ pending: ({ event }) => formOf(event), missing: [], refusal: null }),
          },
          {
            actions: assign({
              missing: ({ context, event }) => missingOf(formOf(event), context.captcha),
              refusal: null,
            }),
          },
        ],
        'account.edit': {
          actions: assign({
            missing: ({ context, event }) => context.missing.filter((field) => field !== event.field),
            refusal: null,
          }),
        },
        'captcha.refresh': 'drawing',
      },
    },
    verifying: {
      tags: ['busy'],
      exit: assign({ pending: null }),
      invoke: {
        id: 'verifyUser',
        src: 'verifyUser',
        input: ({ context }) => ({
          username: context.pending?.username ?? '',
          phoneRegion: context.pending?.phoneRegion || DEFAULT_PHONE_REGION,
          captcha: context.pending?.captcha ?? '',
          captchaCode: context.captcha?.code ?? '',
          _enterprise_id: context.enterpriseId || undefined,
        }),
        onDone: { target: 'verified', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'refused',
            actions: assign({ refusal: ({ event }) => resetRefusal(event.error) }),
          },
          // The captcha sent is spent whatever became of the call.
          { target: 'drawing', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    // SPEC 8: the refusal shows; the form (code 400) is cleared after 1 s; a new captcha after 1.5 s.
    refused: {
      tags: ['waiting'],
      entry: assign({ captcha: null }),
      after: {
        formClear: {
          guard: 'clearsForm',
          actions: assign({ cleared: ({ context }) => context.cleared + 1 }),
        },
        resetFailureCaptchaRefresh: 'drawing',
      },
    },
    verified: { type: 'final' },
  },
  output: ({ context }) => present(context.user, 'the account found'),
});
