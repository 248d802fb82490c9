/**
 * The password change's calls (SPEC section 7: the policies, the breached-password range, modify_password and
 * the sync to service providers), a group of the endpoint table of their own: the flow is downloaded later.
 */
import { endpoint } from './endpoint';
import {
  ModifyPasswordRequest,
  ModifyPasswordResponse,
  PasswordPolicyResponse,
  PolicyQuery,
  SyncToSpRequest,
  SyncToSpResponse,
  UsernamePolicyResponse,
} from './modify-password.schema';
import { PwnedPasswordQuery, PwnedPasswordResponse } from './pwned-password.schema';

export const MODIFY_PASSWORD_ENDPOINTS = {
  passwordPolicy: endpoint({
    method: 'GET',
    access: 'public',
    path: 'policy/password',
    query: PolicyQuery,
    response: PasswordPolicyResponse,
  }),
  usernamePolicy: endpoint({
    method: 'GET',
    access: 'public',
    path: 'policy/username',
    query: PolicyQuery,
    response: UsernamePolicyResponse,
  }),
  pwnedPassword: endpoint({
    method: 'GET',
    access: 'public',
    path: 'pwned_password',
    query: PwnedPasswordQuery,
    response: PwnedPasswordResponse,
  }),
  modifyPassword: endpoint({
    method: 'PUT',
    access: 'session',
    path: 'enduser/portal/user_info/modify_password',
    body: ModifyPasswordRequest,
    response: ModifyPasswordResponse,
    // The forced change is what such a session is for; a second factor it owes comes after it (SPEC section 4),
    // and one owed first is not skipped by changing the password.
    allowWhileOwing: ['passwordChange'],
  }),
  syncToSp: endpoint({
    method: 'POST',
    access: 'public',
    path: 'change_enduser_pwd/sync_to_sp/update',
    body: SyncToSpRequest,
    response: SyncToSpResponse,
  }),
} as const;
