import { fromPromise } from 'xstate';
import {
  type EncryptedPasswords,
  type PasswordChange,
  modifyPasswordMachine,
} from '../../../machines/modify-password/modify-password.machine';
import type { PasswordForm } from '../../../machines/modify-password/password-form.rules';
import type { SyncToSpRequest } from '../../../schemas/modify-password.schema';
import type { FlowDeps } from '../../shared/flow-deps';
import type { Api } from '../../api/request';
import { sm2Challenge } from '../../crypto/sm2-encrypt';
import { tokenStore } from '../../effects/storage';
import { passwordPolicyApi } from '../../shared/password-policy/password-policy.api';
import { modifyPasswordApi } from './modify-password.api';
// The flow's steps come with its code (machines/modify-password/modify-password.steps.ts).
export { MODIFY_PASSWORD_STEPS } from '../../../machines/modify-password/modify-password.steps';

/** The three passwords encrypted as rest_token's password is, under one fresh challenge the change spends. */
export async function encryptPasswords(
  api: Api,
  { form, enterpriseId }: { form: PasswordForm; enterpriseId: string },
  signal: AbortSignal,
): Promise<EncryptedPasswords> {
  const challenge = await sm2Challenge(api, signal, enterpriseId);
  const [oldPassword, newPassword, confirmPassword] = await Promise.all([
    challenge.encrypt(form.oldPassword),
    challenge.encrypt(form.newPassword),
    challenge.encrypt(form.confirmPassword),
  ]);
  return { oldPassword, newPassword, confirmPassword, sm2_code: challenge.code };
}

/** The forced password change wired to this browser; the app runs it as its `modifyPassword` flow. */
export function modifyPasswordFlow({ api, reportError }: Pick<FlowDeps, 'api' | 'reportError'>) {
  const calls = modifyPasswordApi(api);
  return modifyPasswordMachine.provide({
    actors: {
      loadPolicies: fromPromise(
        ({ input, signal }: { input: { enterpriseId: string }; signal: AbortSignal }) =>
          passwordPolicyApi(api).policies(input.enterpriseId, signal),
      ),
      encryptPasswords: fromPromise(
        ({ input, signal }: { input: { form: PasswordForm; enterpriseId: string }; signal: AbortSignal }) =>
          encryptPasswords(api, input, signal),
      ),
      modifyPassword: fromPromise(
        ({ input: { accessToken, ...form }, signal }: { input: PasswordChange; signal: AbortSignal }) =>
          calls.modifyPassword(form, accessToken, signal),
      ),
      syncToSp: fromPromise(({ input, signal }: { input: SyncToSpRequest; signal: AbortSignal }) =>
        calls.syncToSp(input, signal),
      ),
    },
    actions: {
      clearToken: () => tokenStore.clear(),
      reportError: (_, { error }) => reportError(error),
    },
  });
}
