import { fromPromise } from 'xstate';
import type { EncryptedPasswords } from '../../machines/modify-password.machine';
import { modifyPasswordMachine } from '../../machines/modify-password.machine';
import type { PasswordForm } from '../../machines/password-policy';
import type { Sm2Key } from '../../schemas/boot.schema';
import type { SyncToSpRequest } from '../../schemas/password-change.schema';
import { passwordChangeApi } from '../api/password-change.api';
import { sm2Encrypt } from '../crypto/sm2-encrypt';
import { tokenStore } from '../effects/storage';
import type { FlowDeps } from './flow-deps';

/** The three passwords encrypted with the tenant's SM2 key, as rest_token's password is. */
export async function encryptPasswords({ form, sm2Key }: { form: PasswordForm; sm2Key: Sm2Key }): Promise<EncryptedPasswords> {
  const [oldPassword, newPassword, confirmPassword] = await Promise.all([
    sm2Encrypt(form.oldPassword, sm2Key),
    sm2Encrypt(form.newPassword, sm2Key),
    sm2Encrypt(form.confirmPassword, sm2Key),
  ]);
  return { oldPassword, newPassword, confirmPassword };
}

/** The forced password change wired to this browser; the orchestrator invokes it as its `modifyPassword` child. */
export function modifyPasswordFlow({ http, reportError }: Pick<FlowDeps, 'http' | 'reportError'>) {
  const api = passwordChangeApi(http);
  return modifyPasswordMachine.provide({
    actors: {
      // Both policies at once: the form needs both.
      loadPolicies: fromPromise(async ({ input, signal }: { input: { enterpriseId: string }; signal: AbortSignal }) => {
        const [passwordPolicy, usernamePolicy] = await Promise.all([
          api.passwordPolicy(input.enterpriseId, signal),
          api.usernamePolicy(input.enterpriseId, signal),
        ]);
        return { passwordPolicy, usernamePolicy };
      }),
      encryptPasswords: fromPromise(({ input }: { input: { form: PasswordForm; sm2Key: Sm2Key } }) => encryptPasswords(input)),
      modifyPassword: fromPromise(
        ({ input, signal }: { input: EncryptedPasswords & { clientId: string; enterpriseId: string }; signal: AbortSignal }) =>
          api.modifyPassword(input, signal),
      ),
      syncToSp: fromPromise(({ input, signal }: { input: SyncToSpRequest; signal: AbortSignal }) => api.syncToSp(input, signal)),
    },
    actions: {
      clearToken: () => tokenStore.clear(),
      reportError: (_, { error }) => reportError(error),
    },
  });
}
