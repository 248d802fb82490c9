/**
 * How the page words SPEC section 3's dictionary codes (schemas/dictionary.schema.ts): approval statuses,
 * password policy types with their minimum length, and username policy flags. Chinese is the source; the
 * English is in the catalogs.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ApprovalStatusCode,
  PasswordPolicyEntry,
  PasswordPolicyType,
  UsernamePolicyFlag,
} from '../../../schemas/dictionary.schema';
import { withValues } from '../password-policy/password-policy.messages';

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatusCode, MessageDescriptor> = {
  SUBMITTED: msg`已提交`,
  APPROVED: msg`已通过`,
  REJECTED: msg`已拒绝`,
  // START_*: opening the approved account (开通), which can still fail.
  START_SUCCESS: msg`开通成功`,
  START_FAIL: msg`开通失败`,
};

// A context of their own (a literal: the macro reads it at build time): 大写字母 alone is also a username
// flag, worded to sit in the middle of a sentence.
export const PASSWORD_POLICY_TYPE_LABELS: Record<PasswordPolicyType, MessageDescriptor> = {
  UPPER_LOWER_NUMBER_CHAR: msg({
    context: 'password policy type',
    message: '大写字母、小写字母、数字和特殊字符',
  }),
  UPPER_LOWER_NUMBER: msg({ context: 'password policy type', message: '大写字母、小写字母和数字' }),
  UPPER_NUMBER: msg({ context: 'password policy type', message: '大写字母和数字' }),
  UPPER_LOWER: msg({ context: 'password policy type', message: '大写字母和小写字母' }),
  UPPER: msg({ context: 'password policy type', message: '大写字母' }),
  LOWER: msg({ context: 'password policy type', message: '小写字母' }),
  NUMBER: msg({ context: 'password policy type', message: '数字' }),
};

/** A password policy in one label: its type, then its minimum length. */
export function passwordPolicyLabel(i18n: I18n, policy: PasswordPolicyEntry): string {
  const type = i18n._(PASSWORD_POLICY_TYPE_LABELS[policy.type]);
  return i18n._(withValues(msg`{type}，至少 {minLength} 位`, { type, minLength: policy.minLength }));
}

/** The username flags; the character classes are worded to sit in a list ("may contain …"). */
export const USERNAME_POLICY_FLAG_LABELS: Record<UsernamePolicyFlag, MessageDescriptor> = {
  uppercase: msg`大写字母`,
  lowercase: msg`小写字母`,
  number: msg`数字`,
  strike: msg`中划线 -`,
  underline: msg`下划线 _`,
  point: msg`点 .`,
  emailChar: msg`@`,
  minLength: msg`最小长度`,
};
