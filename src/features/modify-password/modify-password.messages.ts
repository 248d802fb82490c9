import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PasswordChangeType } from '../../../machines/modify-password/modify-password.machine';
import type {
  CharClass,
  FieldError,
  PasswordField,
  PolicyRequirement,
  ServerRejection,
} from '../../../machines/modify-password/password-form.rules';
import type { PasswordPolicy, PasswordPolicyType } from '../../../schemas/password-change.schema';
import type { PASSWORD_CHANGE_REFUSALS } from '../../../schemas/refusals';

/** Why the change is forced, as the page says it. */
export const CHANGE_REASONS: Record<PasswordChangeType, MessageDescriptor> = {
  needModifyPasswordOfFirstLogin: msg`首次登录需修改密码`,
  needModifyPasswordOfPwdExpire: msg`密码已过期，请修改密码`,
};

const REQUIRED: Record<PasswordField, MessageDescriptor> = {
  oldPassword: msg`请输入原密码`,
  newPassword: msg`请输入新密码`,
  confirmPassword: msg`请再次输入新密码`,
};

// SPEC section 5: the policy message names what the policy type requires.
const POLICY_TYPE: Record<PasswordPolicyType, MessageDescriptor> = {
  UPPER_LOWER_NUMBER_CHAR: msg`密码必须包含大写字母、小写字母、数字和特殊字符`,
  UPPER_LOWER_NUMBER: msg`密码必须包含大写字母、小写字母和数字`,
  UPPER_NUMBER: msg`密码必须包含大写字母和数字`,
  UPPER_LOWER: msg`密码必须包含大写字母和小写字母`,
  UPPER: msg`密码必须包含大写字母`,
  LOWER: msg`密码必须包含小写字母`,
  NUMBER: msg`密码必须包含数字`,
};

// Messages with a value, which is added when the message is translated.
const withValues = (descriptor: MessageDescriptor, values: Record<string, number>): MessageDescriptor => ({
  ...descriptor,
  values,
});
const MIN_LENGTH = msg`密码长度不能少于 {min} 位`;
const MAX_LENGTH = msg`密码长度不能超过 {max} 位`;
const AT_LEAST = msg`至少 {min} 个字符`;
const AT_MOST = msg`最多 {max} 个字符`;

const CONTAINS: Record<CharClass, MessageDescriptor> = {
  upper: msg`包含大写字母`,
  lower: msg`包含小写字母`,
  number: msg`包含数字`,
  char: msg`包含特殊字符`,
};

export function fieldErrorText(i18n: I18n, field: PasswordField, error: FieldError): string {
  switch (error.code) {
    case 'required':
      return i18n._(REQUIRED[field]);
    case 'minLength':
      return i18n._(withValues(MIN_LENGTH, { min: error.min }));
    case 'maxLength':
      return i18n._(withValues(MAX_LENGTH, { max: error.max }));
    case 'policyType':
      return i18n._(POLICY_TYPE[error.policyType]);
    case 'mismatch':
      return i18n._(msg`两次输入的新密码不一致`);
    case 'sameAsOld':
      return i18n._(msg`新密码不能与原密码相同`);
    case 'containsUsername':
      return i18n._(msg`密码不能包含用户名`);
  }
}

export function requirementText(i18n: I18n, requirement: PolicyRequirement): string {
  switch (requirement.code) {
    case 'minLength':
      return i18n._(withValues(AT_LEAST, { min: requirement.min }));
    case 'maxLength':
      return i18n._(withValues(AT_MOST, { max: requirement.max }));
    case 'contains':
      return i18n._(CONTAINS[requirement.charClass]);
  }
}

// The reference server's refusals of a change, by code (schemas/refusals.ts).
const REFUSALS: Record<keyof typeof PASSWORD_CHANGE_REFUSALS, MessageDescriptor> = {
  invalidForm: msg`提交的内容不完整或格式不正确，请检查后重试`,
  sessionMismatch: msg`客户端或企业与当前登录会话不符，请重新登录`,
  replayed: msg`该请求已提交过，请刷新页面后重试`,
  undecryptable: msg`密码解密失败，请刷新页面后重试`,
  confirmMismatch: msg`两次输入的新密码不一致`,
  wrongOldPassword: msg`原密码错误`,
  sameAsOld: msg`新密码不能与原密码相同`,
  breached: msg`密码强度太弱，请更换更复杂的密码`,
};

/**
 * SPEC section 5: policy and breached-password refusals get fixed texts (a rule the server names is worded
 * with the tenant's policy); the reference server's own refusals are worded by code; any other server text
 * shows as it came.
 */
export function rejectionText(i18n: I18n, rejection: ServerRejection, policy: PasswordPolicy | null): string {
  switch (rejection.code) {
    case 'policy':
      if (rejection.rule === 'minLength' && policy)
        return fieldErrorText(i18n, 'newPassword', { code: 'minLength', min: policy.minLength });
      if (rejection.rule === 'maxLength' && policy?.maxLength)
        return fieldErrorText(i18n, 'newPassword', { code: 'maxLength', max: policy.maxLength });
      if (rejection.rule === 'policyType' && policy)
        return fieldErrorText(i18n, 'newPassword', { code: 'policyType', policyType: policy.type });
      if (rejection.rule === 'containsUsername' || rejection.rule === 'sameAsOld')
        return fieldErrorText(i18n, 'newPassword', { code: rejection.rule });
      return i18n._(msg`密码不符合密码策略要求`);
    case 'weakPassword':
      return i18n._(REFUSALS.breached);
    case 'refusal':
      return i18n._(REFUSALS[rejection.refusal]);
    case 'server':
      return rejection.message;
  }
}
