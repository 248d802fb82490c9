/**
 * Forced password change (SPEC sections 3, 4, 5 and 8): the user must change a first-login or expired
 * password before going on. Loads the password and username policies, checks the form against them,
 * SM2-encrypts the three passwords under one fresh one-time challenge and sends the change. On success the
 * stored password of the user's SP apps is synced when the server says so; then the token is cleared (the
 * server ends every session) and after
 * `passwordChangeRedirect` (2 s) the flow ends so the app shows login again, or, where the tenant skips the
 * forced re-login (`skipForceLogin`, the server keeps this session), the login goes straight on.
 * Routes its states own: `/modifyPassword?type=…` (every state).
 */
import { assign, setup } from 'xstate';
import type {
  ModifyPassword,
  ModifyPasswordRequest,
  PasswordPolicy,
  Policies,
  SyncToSp,
  UsernamePolicy,
} from '../../schemas/modify-password.schema';
import { DELAYS } from '../../schemas/spec-constants';
import type { ModifyPasswordType } from '../../schemas/route-search.schema';
import { notProvided } from '../shared/not-provided';
import type { ModifyPasswordOutput } from './modify-password.schema';
import {
  type FieldErrors,
  type PasswordField,
  type PasswordForm,
  type ServerRejection,
  isPasswordFormValid,
  serverRejection,
  validatePasswordForm,
} from './password-form.rules';
import { present } from '../shared/present';

/** Why the change is forced: the flag of user_password_info that was set (also the route's `type`). */
export type PasswordChangeType = ModifyPasswordType;

export type ModifyPasswordInput = {
  type: PasswordChangeType;
  /** The session that must change its password: the change is its call. */
  accessToken: string;
  clientId: string;
  enterpriseId: string;
  /** The tenant lets the login go on after the change instead of signing in again (SPEC section 4). */
  skipForceLogin: boolean;
};

export type { ModifyPasswordOutput };

/** The three passwords as SM2 ciphertext under one challenge, and its code, as the endpoint takes them. */
export type EncryptedPasswords = Pick<
  ModifyPasswordRequest,
  'oldPassword' | 'newPassword' | 'confirmPassword' | 'sm2_code'
>;

/** The change as sent: the ciphertexts, the tenant's ids, and the session's token. */
export type PasswordChange = EncryptedPasswords & {
  clientId: string;
  enterpriseId: string;
  accessToken: string;
};

export type ModifyPasswordEvent =
  | ({ type: 'form.submit' } & PasswordForm)
  | { type: 'form.edit'; field: PasswordField }
  | { type: 'policies.retry' }
  // The user gives the change up: the session ends (signed out), since it may not go on unchanged.
  | { type: 'change.leave' };

/** The tenant's policies for the form (GET policy/password and policy/username). */
export type { Policies };

type ModifyPasswordContext = ModifyPasswordInput & {
  passwordPolicy: PasswordPolicy | null;
  usernamePolicy: UsernamePolicy | null;
  fieldErrors: FieldErrors;
  rejection: ServerRejection | null;
  /** The plain passwords, held only from submit until they are encrypted. */
  pending: PasswordForm | null;
  /** The encrypted passwords, held only until they are sent. */
  encrypted: EncryptedPasswords | null;
  result: ModifyPassword | null;
};

const formOf = (event: ModifyPasswordEvent): PasswordForm =>
  event.type === 'form.submit'
    ? {
        oldPassword: event.oldPassword,
        newPassword: event.newPassword,
        confirmPassword: event.confirmPassword,
      }
    : { oldPassword: '', newPassword: '', confirmPassword: '' };

// Errors the flow does not show itself go to the orchestrator.
const report = {
  type: 'reportError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const modifyPasswordMachine = setup({
  types: {
    input: {} as ModifyPasswordInput,
    context: {} as ModifyPasswordContext,
    events: {} as ModifyPasswordEvent,
    output: {} as ModifyPasswordOutput,
  },
  actors: {
    loadPolicies: notProvided<Policies, { enterpriseId: string }>('loadPolicies'),
    // The session's tenant's key: the server opens the passwords with it.
    encryptPasswords: notProvided<EncryptedPasswords, { form: PasswordForm; enterpriseId: string }>(
      'encryptPasswords',
    ),
    modifyPassword: notProvided<ModifyPassword, PasswordChange>('modifyPassword'),
    syncToSp: notProvided<SyncToSp, { accountUuids: string[]; applications: string[] }>('syncToSp'),
  },
  actions: {
    clearToken: () => {},
    reportError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context, event }) =>
      context.passwordPolicy !== null && isPasswordFormValid(formOf(event), context.passwordPolicy),
    isRejection: (_, { error }: { error: unknown }) => serverRejection(error) !== null,
    storesPassword: ({ context }) => context.result?.storePassword === true,
    skipsForceLogin: ({ context }) => context.skipForceLogin,
  },
  delays: {
    // SPEC section 9: the success message shows for 2 s before login returns.
    passwordChangeRedirect: DELAYS.passwordChangeRedirect,
  },
}).createMachine({
  id: 'modifyPassword',
  context: ({ input }) => ({
    ...input,
    passwordPolicy: null,
    usernamePolicy: null,
    fieldErrors: {},
    rejection: null,
    pending: null,
    encrypted: null,
    result: null,
  }),
  initial: 'loading',
  states: {
    // Both policies come from one actor that asks for them in parallel: the form needs both, or neither.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPolicies',
        src: 'loadPolicies',
        input: ({ context }) => ({ enterpriseId: context.enterpriseId }),
        onDone: { target: 'editing', actions: assign(({ event }) => event.output) },
        onError: { target: 'loadFailed', actions: report },
      },
    },
    loadFailed: { on: { 'policies.retry': 'loading', 'change.leave': 'left' } },
    editing: {
      on: {
        'change.leave': 'left',
        'form.submit': [
          {
            guard: 'isFormValid',
            target: 'encrypting',
            actions: assign({ fieldErrors: {}, rejection: null, pending: ({ event }) => formOf(event) }),
          },
          {
            actions: assign({
              fieldErrors: ({ context, event }) =>
                context.passwordPolicy ? validatePasswordForm(formOf(event), context.passwordPolicy) : {},
              rejection: null,
            }),
          },
        ],
        // Typing in a field takes its error away, and the server's refusal with it.
        'form.edit': {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _cleared, ...rest } = context.fieldErrors;
              return rest;
            },
            rejection: null,
          }),
        },
      },
    },
    // The plain passwords leave the context with this state, the ciphertext with the next.
    encrypting: {
      tags: ['busy'],
      exit: assign({ pending: null }),
      invoke: {
        id: 'encryptPasswords',
        src: 'encryptPasswords',
        input: ({ context }) => ({
          form: present(context.pending, 'the form sent'),
          enterpriseId: context.enterpriseId,
        }),
        onDone: { target: 'submitting', actions: assign({ encrypted: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: report },
      },
    },
    submitting: {
      tags: ['busy'],
      exit: assign({ encrypted: null }),
      invoke: {
        id: 'modifyPassword',
        src: 'modifyPassword',
        input: ({ context }) => ({
          ...present(context.encrypted, 'the encrypted passwords'),
          clientId: context.clientId,
          enterpriseId: context.enterpriseId,
          accessToken: context.accessToken,
        }),
        onDone: { target: 'changed', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ rejection: ({ event }) => serverRejection(event.error) }),
          },
          { target: 'editing', actions: report },
        ],
      },
    },
    // The password is changed whatever the sync does: its failure is reported, never undone.
    changed: {
      type: 'parallel',
      onDone: 'done',
      states: {
        sync: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'storesPassword', target: 'syncing' }, { target: 'synced' }] },
            syncing: {
              invoke: {
                id: 'syncToSp',
                src: 'syncToSp',
                input: ({ context }) => ({
                  accountUuids: [present(context.result, "the change's answer").systemUserUuid],
                  applications: [],
                }),
                onDone: 'synced',
                onError: { target: 'synced', actions: report },
              },
            },
            synced: { type: 'final' },
          },
        },
        notice: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'skipsForceLogin', target: 'shown' },
                { target: 'showing', actions: 'clearToken' },
              ],
            },
            showing: { after: { passwordChangeRedirect: 'shown' } },
            shown: { type: 'final' },
          },
        },
      },
    },
    done: { type: 'final' },
    left: { type: 'final' },
  },
  // Only a change made has its answer.
  output: ({ context }): ModifyPasswordOutput =>
    context.result ? { kind: 'changed', continueLogin: context.skipForceLogin } : { kind: 'left' },
});
