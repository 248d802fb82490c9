/**
 * Step 4 of the reset (SPEC sections 3, 4 and 5): the new password, twice, checked against the tenant's
 * password policy as it is typed and against the breached-password range (only a hash prefix leaves the
 * browser), SM2-encrypted under a fresh one-time challenge, and sent (`forgot_password/submit`). Ends with
 * the server's resultDto: a refused password stays on the form at its field; `result` false (the reset ended
 * meanwhile) is the parent's result.
 * Route: its parent's (`/resetPassword`).
 */
import { assign, setup } from 'xstate';
import type { ResetResult, ResetSubmitRequest } from '../../schemas/reset-password.schema';
import type { PasswordPolicy } from '../../schemas/modify-password.schema';
import type { Sm2Password } from '../../schemas/password-login.schema';
import { apiFailureOf } from '../../schemas/api-failure';
import { policyViolation } from '../../schemas/rules/password-policy.rule';
import { notProvided } from '../shared/not-provided';
import { type PasswordRefusal, passwordRefusal } from '../shared/password-refusal';
import { RESET_PASSWORD_REFUSALS } from '../../schemas/refusals';
import { type ResetRefusalName, resetRefusal } from './reset-refusal';

export type ResetNewPasswordInput = {
  resetToken: string;
  username: string;
  enterpriseId: string;
};

export type NewPasswordForm = { password: string; passwordAgain: string };
export type NewPasswordErrors = {
  password?: { code: 'required' } | PasswordRefusal;
  passwordAgain?: { code: 'required' } | { code: 'mismatch' };
};

/** A reset's submit as sent, but for the single-use client token the browser adds to each request. */
export type ResetSubmission = Omit<ResetSubmitRequest, 'clientToken'>;

export type ResetNewPasswordEvent =
  | ({ type: 'password.submit' } & NewPasswordForm)
  | { type: 'password.edit'; field: keyof NewPasswordForm }
  | { type: 'policy.retry' };

type ResetNewPasswordContext = ResetNewPasswordInput & {
  policy: PasswordPolicy | null;
  errors: NewPasswordErrors;
  /** The passwords as typed, from submit until the ciphertext arrives. */
  pending: NewPasswordForm | null;
  /** The password encrypted, with its challenge's code, held only until it is sent. */
  encryptedPassword: Sm2Password | null;
  /** A refusal of the request rather than of the password (sent twice, not decrypted): said above the form. */
  refusal: ResetRefusalName | null;
  result: ResetResult['resultDto'] | null;
};

/** Refusals that end the reset: its token is over, or it was never proved; the result says so. */
const ENDING: readonly ResetRefusalName[] = ['expired', 'notVerified', 'noAccount'];

const formOf = (event: ResetNewPasswordEvent): NewPasswordForm =>
  event.type === 'password.submit'
    ? { password: event.password, passwordAgain: event.passwordAgain }
    : { password: '', passwordAgain: '' };

/** Every field's error at once; empty when the form may go. */
function validate(form: NewPasswordForm, policy: PasswordPolicy, username: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const violation = form.password ? policyViolation(form.password, policy, username) : null;
  if (!form.password) errors.password = { code: 'required' };
  else if (violation) errors.password = { code: 'password', violation };
  if (!form.passwordAgain) errors.passwordAgain = { code: 'required' };
  else if (form.passwordAgain !== form.password) errors.passwordAgain = { code: 'mismatch' };
  return errors;
}

/** A server's refusal of the password itself, worded with the tenant's policy; null for anything else. */
const refusalOf = (error: unknown, policy: PasswordPolicy | null): PasswordRefusal | null => {
  const failure = apiFailureOf(error);
  return failure?.kind === 'response' && failure.code === 'InvalidParameter' && policy
    ? passwordRefusal(failure.message ?? '', policy)
    : null;
};
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const resetNewPasswordMachine = setup({
  types: {
    input: {} as ResetNewPasswordInput,
    context: {} as ResetNewPasswordContext,
    events: {} as ResetNewPasswordEvent,
    output: {} as ResetResult['resultDto'],
  },
  actors: {
    loadPolicy: notProvided<PasswordPolicy, { enterpriseId: string }>('loadPolicy'),
    /** Whether the password is in the breached-password list (k-anonymity: a hash prefix is asked). */
    checkBreached: notProvided<boolean, { password: string }>('checkBreached'),
    encryptPassword: notProvided<Sm2Password, { password: string }>('encryptPassword'),
    submitReset: notProvided<ResetResult, ResetSubmission>('submitReset'),
  },
  actions: {
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isValid: ({ context, event }) =>
      context.policy !== null &&
      Object.keys(validate(formOf(event), context.policy, context.username)).length === 0,
    breached: (_, breached: boolean) => breached,
    isPasswordRefusal: ({ context }, { error }: { error: unknown }) =>
      refusalOf(error, context.policy) !== null,
    endsReset: (_, { error }: { error: unknown }) => {
      const refusal = resetRefusal(error);
      return refusal !== null && ENDING.includes(refusal);
    },
    isRefusal: (_, { error }: { error: unknown }) => resetRefusal(error) !== null,
  },
}).createMachine({
  id: 'resetNewPassword',
  context: ({ input }) => ({
    ...input,
    policy: null,
    errors: {},
    pending: null,
    encryptedPassword: null,
    refusal: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPolicy',
        src: 'loadPolicy',
        input: ({ context }) => ({ enterpriseId: context.enterpriseId }),
        onDone: { target: 'editing', actions: assign({ policy: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'reportError', params: errorOf } },
      },
    },
    loadFailed: { on: { 'policy.retry': 'loading' } },
    editing: {
      on: {
        'password.submit': [
          {
            guard: 'isValid',
            target: 'checking',
            actions: assign({ errors: {}, refusal: null, pending: ({ event }) => formOf(event) }),
          },
          {
            actions: assign({
              errors: ({ context, event }) =>
                context.policy ? validate(formOf(event), context.policy, context.username) : {},
            }),
          },
        ],
        'password.edit': {
          actions: assign({
            errors: ({ context, event }) => {
              const { [event.field]: _cleared, ...rest } = context.errors;
              return rest;
            },
          }),
        },
      },
    },
    // A breached password is refused here; the check failing is no reason to stop: the server checks too.
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkBreached',
        src: 'checkBreached',
        input: ({ context }) => ({ password: context.pending?.password ?? '' }),
        onDone: [
          {
            guard: { type: 'breached', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ pending: null, errors: { password: { code: 'breached' } } }),
          },
          { target: 'encrypting' },
        ],
        onError: 'encrypting',
      },
    },
    encrypting: {
      tags: ['busy'],
      // The plain passwords leave the context with the ciphertext's arrival, or with the failure.
      exit: assign({ pending: null }),
      invoke: {
        id: 'encryptPassword',
        src: 'encryptPassword',
        input: ({ context }) => ({ password: context.pending?.password ?? '' }),
        onDone: { target: 'submitting', actions: assign({ encryptedPassword: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: { type: 'reportError', params: errorOf } },
      },
    },
    submitting: {
      tags: ['busy'],
      exit: assign({ encryptedPassword: null }),
      invoke: {
        id: 'submitReset',
        src: 'submitReset',
        input: ({ context }) => ({
          resetToken: context.resetToken,
          password: context.encryptedPassword?.password ?? '',
          sm2_code: context.encryptedPassword?.sm2_code ?? '',
          _enterprise_id: context.enterpriseId || undefined,
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output.resultDto }) },
        onError: [
          {
            guard: { type: 'isPasswordRefusal', params: errorOf },
            target: 'editing',
            actions: assign({
              errors: ({ context, event }) => {
                const refusal = refusalOf(event.error, context.policy);
                return refusal ? { password: refusal } : {};
              },
            }),
          },
          {
            guard: { type: 'endsReset', params: errorOf },
            target: 'done',
            actions: assign({
              result: ({ event }) => ({
                result: false,
                errorMessage: RESET_PASSWORD_REFUSALS[resetRefusal(event.error) ?? 'expired'],
              }),
            }),
          },
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'editing',
            actions: assign({ refusal: ({ event }) => resetRefusal(event.error) }),
          },
          { target: 'editing', actions: { type: 'reportError', params: errorOf } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result ?? { result: false },
});
