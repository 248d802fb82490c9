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
import { assign } from 'xstate';
import { present } from '../shared/present';
import { formOf, modifyPasswordSetup, report } from './modify-password.setup';
import type { ModifyPasswordOutput } from './modify-password.schema';
import { serverRejection, validatePasswordForm } from './password-form.rules';

export type {
  EncryptedPasswords,
  ModifyPasswordEvent,
  ModifyPasswordInput,
  ModifyPasswordOutput,
  PasswordChange,
  PasswordChangeType,
  Policies,
} from './modify-password.setup';

export const modifyPasswordMachine = modifyPasswordSetup.createMachine({
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
