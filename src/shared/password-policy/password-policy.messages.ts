/**
 * How the page words the tenant's password policy (SPEC section 5), for every form that sets a password: the
 * forced change, registration and the reset. Its own catalog (`password-policy`), loaded with those pages.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PolicyRequirement } from '../../../machines/modify-password/password-form.rules';
import type { PasswordPolicyType } from '../../../schemas/modify-password.schema';
import type { CharClass, PolicyViolation } from '../../../schemas/rules/password-policy.rule';

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
export const withValues = (
  descriptor: MessageDescriptor,
  values: Record<string, number | string>,
): MessageDescriptor => ({ ...descriptor, values });
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

/** Why a password breaks the policy. */
export function policyViolationText(i18n: I18n, violation: PolicyViolation): string {
  switch (violation.code) {
    case 'minLength':
      return i18n._(withValues(MIN_LENGTH, { min: violation.min }));
    case 'maxLength':
      return i18n._(withValues(MAX_LENGTH, { max: violation.max }));
    case 'policyType':
      return i18n._(POLICY_TYPE[violation.policyType]);
    case 'containsUsername':
      return i18n._(msg`密码不能包含用户名`);
    case 'containsContextWord':
      return i18n._(msg`密码不能包含企业或系统的名称`);
  }
}

/** One line of the policy as a form lists it. */
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

/** SPEC section 5: a breached (WeakPassword) refusal has a fixed text. */
export const BREACHED = msg`密码强度太弱，请更换更复杂的密码`;

/** SPEC section 5: a policy refusal the page cannot word more precisely. */
export const POLICY_REFUSED = msg`密码不符合密码策略要求`;
