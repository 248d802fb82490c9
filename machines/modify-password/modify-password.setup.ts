/** The forced password change's types, effects and rules (modify-password.machine.ts is its states). */
import { setup } from 'xstate';
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
} from './password-form.rules';

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

export type ModifyPasswordContext = ModifyPasswordInput & {
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

export const formOf = (event: ModifyPasswordEvent): PasswordForm =>
  event.type === 'form.submit'
    ? {
        oldPassword: event.oldPassword,
        newPassword: event.newPassword,
        confirmPassword: event.confirmPassword,
      }
    : { oldPassword: '', newPassword: '', confirmPassword: '' };

// Errors the flow does not show itself go to the orchestrator.
export const report = {
  type: 'reportError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

export const modifyPasswordSetup = setup({
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
});
