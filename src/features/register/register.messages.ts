import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  FieldError,
  FormRejection,
  RegisterField,
} from '../../../machines/register/register-form.rules';
import type { REGISTER_REFUSALS } from '../../../schemas/refusals';
import type { UsernameCharClass, UsernameViolation } from '../../../schemas/rules/username-policy.rule';
import {
  BREACHED,
  POLICY_REFUSED,
  policyViolationText,
  withValues,
} from '../../shared/password-policy/password-policy.messages';
import { USERNAME_POLICY_FLAG_LABELS } from '../../shared/dictionary/dictionary-labels';

const REQUIRED: Record<RegisterField, MessageDescriptor> = {
  username: msg`请输入用户名`,
  password: msg`请输入密码`,
  passwordAgain: msg`请再次输入密码`,
  phoneNumber: msg`请输入手机号`,
  email: msg`请输入邮箱`,
  captcha: msg`请输入验证码`,
};

// SPEC section 8's special tips for a taken name, e-mail or phone.
const EXISTS: Partial<Record<RegisterField, MessageDescriptor>> = {
  username: msg`用户名已存在`,
  email: msg`邮箱已被使用`,
  phoneNumber: msg`手机号已被使用`,
};

const FORMAT: Partial<Record<RegisterField, MessageDescriptor>> = {
  phoneNumber: msg`手机号格式不正确`,
  email: msg`邮箱格式不正确`,
};

/** What a username may contain, as one list ("大写字母、小写字母、数字"). */
export function allowedCharsText(i18n: I18n, allowed: readonly UsernameCharClass[]): string {
  return allowed
    .map((kind) => i18n._(USERNAME_POLICY_FLAG_LABELS[kind]))
    .join(i18n.locale === 'en' ? ', ' : '、');
}

function usernameViolationText(i18n: I18n, violation: UsernameViolation): string {
  switch (violation.code) {
    case 'minLength':
      return i18n._(withValues(msg`用户名长度不能少于 {min} 位`, { min: violation.min }));
    case 'maxLength':
      return i18n._(withValues(msg`用户名长度不能超过 {max} 位`, { max: violation.max }));
    case 'chars':
      return i18n._(
        withValues(msg`用户名只能包含{chars}`, { chars: allowedCharsText(i18n, violation.allowed) }),
      );
  }
}

export function fieldErrorText(i18n: I18n, field: RegisterField, error: FieldError): string {
  switch (error.code) {
    case 'required':
      return i18n._(REQUIRED[field]);
    case 'mismatch':
      return i18n._(msg`两次输入的密码不一致`);
    case 'format':
      return i18n._(FORMAT[field] ?? msg`格式不正确`);
    case 'exists':
      return i18n._(EXISTS[field] ?? msg`已存在`);
    case 'breached':
      return i18n._(BREACHED);
    case 'wrongCaptcha':
      return i18n._(msg`验证码错误，请重新输入`);
    case 'password':
      return policyViolationText(i18n, error.violation);
    case 'username':
      return usernameViolationText(i18n, error.violation);
  }
}

// The reference server's refusals of a registration, by code (schemas/refusals.ts).
const REFUSALS: Record<keyof typeof REGISTER_REFUSALS, MessageDescriptor> = {
  closed: msg`当前企业未开放自助注册，请联系管理员开通账号`,
  invalidForm: msg`提交的内容不完整或格式不正确，请刷新页面后重试`,
  unknownTenant: msg`企业不存在或已停用，请刷新页面后重试`,
  replayed: msg`该请求已提交过，请刷新页面后重试`,
  undecryptable: msg`密码解密失败，请刷新页面后重试`,
  invalidPhone: msg`手机号格式不正确`,
  invalidEmail: msg`邮箱格式不正确`,
  bindingInvalid: msg`绑定已失效，请重新通过第三方账号登录`,
  openidBound: msg`该第三方账号已绑定其他账号`,
};

/** A refusal above the form: the server's own by code, SPEC 5's fixed policy text, or a text as it came. */
export function rejectionText(i18n: I18n, rejection: FormRejection): string {
  switch (rejection.code) {
    case 'refusal':
      return i18n._(REFUSALS[rejection.refusal]);
    case 'policy':
      return i18n._(POLICY_REFUSED);
    case 'server':
      return rejection.message;
  }
}
