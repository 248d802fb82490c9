import { MODIFY_PASSWORD_ENDPOINTS as ENDPOINTS } from '../../../schemas/modify-password.endpoints';
import type { ModifyPasswordRequest, SyncToSpRequest } from '../../../schemas/modify-password.schema';
import { INVALIDATE_SESSION_ON_PASSWORD_CHANGE } from '../../../schemas/spec-constants';
import { newClientToken } from '../../api/client-token';
import type { Api } from '../../api/request';

/** The three passwords as SM2 ciphertext under one challenge, its code, and the tenant's ids. */
export type ModifyPasswordForm = Pick<
  ModifyPasswordRequest,
  'oldPassword' | 'newPassword' | 'confirmPassword' | 'sm2_code' | 'clientId' | 'enterpriseId'
>;

/**
 * The password change calls of SPEC section 7, each returning the envelope's parsed `data` (the policies are
 * every password form's: password-policy.api.ts).
 */
export function modifyPasswordApi(api: Api) {
  return {
    /** Each call carries a fresh client token, so a retry after a refusal is a new request. */
    modifyPassword: (form: ModifyPasswordForm, token: string, signal: AbortSignal) =>
      api(ENDPOINTS.modifyPassword, {
        body: {
          ...form,
          clientToken: newClientToken(),
          invalidateSession: INVALIDATE_SESSION_ON_PASSWORD_CHANGE,
        },
        token,
        signal,
      }).then((r) => r.data),
    syncToSp: (body: SyncToSpRequest, signal: AbortSignal) =>
      api(ENDPOINTS.syncToSp, { body, signal }).then((r) => r.data),
  };
}
