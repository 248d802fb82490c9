/**
 * Self-registration (SPEC section 7: POST register) and its approval by an administrator, a group of the
 * endpoint table of their own. The approval calls are not the page's: an administrator's tool calls them with
 * an application token that holds ROLE_APPLICATION_API (SPEC section 6).
 */
import { endpoint } from './endpoint';
import {
  ApprovalDecidedResponse,
  ApprovalDecision,
  PendingRegistrationsResponse,
  RegisterRequest,
  RegisteredResponse,
} from './register.schema';

export const REGISTER_ENDPOINTS = {
  register: endpoint({
    method: 'POST',
    access: 'public',
    path: 'register',
    body: RegisterRequest,
    response: RegisteredResponse,
  }),
} as const;

export const APPROVAL_APPLICATION_ENDPOINTS = {
  pendingRegistrations: endpoint({
    method: 'GET',
    access: 'application',
    path: 'register/approvals',
    response: PendingRegistrationsResponse,
  }),
  decideRegistration: endpoint({
    method: 'POST',
    access: 'application',
    path: 'register/approvals/decide',
    body: ApprovalDecision,
    response: ApprovalDecidedResponse,
  }),
} as const;
