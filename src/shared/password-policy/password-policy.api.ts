import sha1 from 'crypto-js/sha1';
import { MODIFY_PASSWORD_ENDPOINTS as ENDPOINTS } from '../../../schemas/modify-password.endpoints';
import type { Policies } from '../../../schemas/modify-password.schema';
import type { Api } from '../../api/request';

/** The password's SHA-1 as the breached-password range has it: 40 upper-case hex digits. */
export const passwordDigest = (password: string): string => sha1(password).toString().toUpperCase();

/**
 * The calls of every form that sets a password (SPEC section 7): the tenant's two policies, and the
 * breached-password range, asked k-anonymity style: only the first 5 hex digits of the SHA-1 leave the browser,
 * and the match against the suffixes that come back is made here.
 */
export function passwordPolicyApi(api: Api) {
  const passwordPolicy = (enterpriseId: string, signal: AbortSignal) =>
    api(ENDPOINTS.passwordPolicy, { query: { enterpriseId }, signal }).then((r) => r.data);
  return {
    /** The password policy alone: a form that names no account (the reset) needs no other. */
    passwordPolicy,
    /** Both policies at once: a form that makes an account needs both. */
    policies: async (enterpriseId: string, signal: AbortSignal): Promise<Policies> => {
      const [password, usernamePolicy] = await Promise.all([
        passwordPolicy(enterpriseId, signal),
        api(ENDPOINTS.usernamePolicy, { query: { enterpriseId }, signal }).then((r) => r.data),
      ]);
      return { passwordPolicy: password, usernamePolicy };
    },
    isBreached: async (password: string, signal: AbortSignal): Promise<boolean> => {
      const digest = passwordDigest(password);
      const prefix = digest.slice(0, 5);
      const { data } = await api(ENDPOINTS.pwnedPassword, { query: { prefix }, signal });
      // The answer is padded with entries of count 0 (Add-Padding): only a count above 0 is a breach.
      return data.suffixes.some(({ suffix, count }) => suffix === digest.slice(5) && count > 0);
    },
  };
}
