/**
 * The forgotten-password reset (SPEC section 7: forgot_password/*, secret/security/issues/*), a group of the
 * endpoint table of its own: the flow is downloaded when the user asks for it. The policies and the breached-
 * password range it also calls are the password change's (modify-password.endpoints.ts).
 */
import { endpoint } from './endpoint';
import {
  CodeObtainedResponse,
  CodeVerifiedResponse,
  ObtainCodeRequest,
  ResetResultResponse,
  ResetSubmitRequest,
  SecretCheckRequest,
  SecretCheckedResponse,
  SecretIssuesQuery,
  SecretIssuesResponse,
  VerifiedUserResponse,
  VerifyCodeRequest,
  VerifyUserRequest,
} from './reset-password.schema';

export const RESET_PASSWORD_ENDPOINTS = {
  forgotVerifyUser: endpoint({
    method: 'POST',
    access: 'public',
    path: 'forgot_password/verify_user',
    body: VerifyUserRequest,
    response: VerifiedUserResponse,
  }),
  forgotObtainCode: endpoint({
    method: 'POST',
    access: 'public',
    path: 'forgot_password/obtain_code',
    body: ObtainCodeRequest,
    response: CodeObtainedResponse,
  }),
  forgotVerifyCode: endpoint({
    method: 'POST',
    access: 'public',
    path: 'forgot_password/verify_code',
    body: VerifyCodeRequest,
    response: CodeVerifiedResponse,
  }),
  secretIssues: endpoint({
    method: 'GET',
    access: 'public',
    path: 'secret/security/issues/list/by/username',
    query: SecretIssuesQuery,
    response: SecretIssuesResponse,
  }),
  secretCheck: endpoint({
    method: 'POST',
    access: 'public',
    path: 'secret/security/issues/check',
    body: SecretCheckRequest,
    response: SecretCheckedResponse,
  }),
  forgotSubmit: endpoint({
    method: 'POST',
    access: 'public',
    path: 'forgot_password/submit',
    body: ResetSubmitRequest,
    response: ResetResultResponse,
  }),
} as const;
