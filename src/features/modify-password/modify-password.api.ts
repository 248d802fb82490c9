import { PASSWORD_CHANGE_ENDPOINTS as ENDPOINTS } from '../../../schemas/password-change.endpoints';
import type { ModifyPasswordRequest, SyncToSpRequest } from '../../../schemas/password-change.schema';
import { CLIENT_TOKEN_LENGTH, INVALIDATE_SESSION_ON_PASSWORD_CHANGE } from '../../../schemas/spec-constants';
import type { Api } from '../../api/request';

// 64 symbols, so a random byte masked to 6 bits picks each with the same chance.
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A single-use client token of SPEC section 9's length; the server refuses one it has seen. */
export function newClientToken(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(CLIENT_TOKEN_LENGTH)), (byte) => TOKEN_ALPHABET[byte & 63]).join(
    '',
  );
}

/** The three passwords as SM2 ciphertext, and the tenant's ids. */
export type ModifyPasswordForm = Pick<
  ModifyPasswordRequest,
  'oldPassword' | 'newPassword' | 'confirmPassword' | 'clientId' | 'enterpriseId'
>;

/** The password change calls of SPEC section 7, each returning the envelope's parsed `data`. */
export function modifyPasswordApi(api: Api) {
  return {
    passwordPolicy: (enterpriseId: string, signal: AbortSignal) =>
      api(ENDPOINTS.passwordPolicy, { query: { enterpriseId }, signal }).then((r) => r.data),
    usernamePolicy: (enterpriseId: string, signal: AbortSignal) =>
      api(ENDPOINTS.usernamePolicy, { query: { enterpriseId }, signal }).then((r) => r.data),
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
