import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TenantChoiceProblem } from '../../../machines/tenant-select/tenant-choice-problem';

type MessageCode = Exclude<TenantChoiceProblem['code'], 'locked' | 'deviceRequired'>;

/** A tenant's refusal of the account chosen, in the password login's words (SPEC section 8). */
export const REFUSAL_MESSAGES: Record<MessageCode, MessageDescriptor> = {
  disabled: msg`账户已被禁用，请联系管理员`,
  expired: msg`账户已过期，请联系管理员`,
  awaitingApproval: msg`账户正在等待管理员审批，审批通过后即可登录`,
  serverError: msg`服务器内部错误`,
  loginFailed: msg`登录异常`,
};
