import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PasswordChangeType } from '../../../machines/modify-password/modify-password.machine';
import type {
  FieldError,
  PasswordField,
  ServerRejection,
} from '../../../machines/modify-password/password-form.rules';
import type { PasswordPolicy } from '../../../schemas/modify-password.schema';
import type { MODIFY_PASSWORD_REFUSALS } from '../../../schemas/refusals';
import {
  BREACHED,
  POLICY_REFUSED,
  policyViolationText,
} from '../../shared/password-policy/password-policy.messages';

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

export function fieldErrorText(i18n: I18n, field: PasswordField, error: FieldError): string {
  switch (error.code) {
    case 'required':
      return i18n._(REQUIRED[field]);
    case 'minLength':
    case 'maxLength':
    case 'policyType':
    case 'containsUsername':
    case 'containsContextWord':
      return policyViolationText(i18n, error);
    case 'mismatch':
      return i18n._(msg`两次输入的新密码不一致`);
    case 'sameAsOld':
      return i18n._(msg`新密码不能与原密码相同`);
  }
}

// The reference server's refusals of a change, by code (schemas/refusals.ts).
const REFUSALS: Record<keyof typeof MODIFY_PASSWORD_REFUSALS, MessageDescriptor> = {
  invalidForm: msg`提交的内容不完整或格式不正确，请检查后重试`,
  sessionMismatch: msg`客户端或企业与当前登录会话不符，请重新登录`,
  replayed: msg`该请求已提交过，请刷新页面后重试`,
  undecryptable: msg`密码解密失败，请刷新页面后重试`,
  confirmMismatch: msg`两次输入的新密码不一致`,
  wrongOldPassword: msg`原密码错误`,
  locked: msg`密码错误次数过多，账号已被锁定，请稍后再试`,
  sameAsOld: msg`新密码不能与原密码相同`,
  breached: BREACHED,
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
      return i18n._(POLICY_REFUSED);
    case 'weakPassword':
      return i18n._(REFUSALS.breached);
    case 'refusal':
      return i18n._(REFUSALS[rejection.refusal]);
    case 'server':
      return rejection.message;
  }
}
