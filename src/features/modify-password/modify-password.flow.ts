import { fromPromise } from 'xstate';
import {
  type EncryptedPasswords,
  type PasswordChange,
  modifyPasswordMachine,
} from '../../../machines/modify-password/modify-password.machine';
import type { PasswordForm } from '../../../machines/modify-password/password-form.rules';
import type { Sm2Key } from '../../../schemas/boot.schema';
import type { SyncToSpRequest } from '../../../schemas/password-change.schema';
import type { FlowDeps } from '../../shared/flow-deps';
import { sm2Encrypt } from '../../crypto/sm2-encrypt';
import { tokenStore } from '../../effects/storage';
import { passwordPolicyApi } from '../../shared/password-policy/password-policy.api';
import { modifyPasswordApi } from './modify-password.api';

/** The three passwords encrypted with the tenant's SM2 key, as rest_token's password is. */
export async function encryptPasswords({
  form,
  sm2Key,
}: {
  form: PasswordForm;
  sm2Key: Sm2Key;
}): Promise<EncryptedPasswords> {
  const [oldPassword, newPassword, confirmPassword] = await Promise.all([
    sm2Encrypt(form.oldPassword, sm2Key),
    sm2Encrypt(form.newPassword, sm2Key),
    sm2Encrypt(form.confirmPassword, sm2Key),
  ]);
  return { oldPassword, newPassword, confirmPassword };
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
      encryptPasswords: fromPromise(({ input }: { input: { form: PasswordForm; sm2Key: Sm2Key } }) =>
        encryptPasswords(input),
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
