import { describe, expect, it } from 'vitest';
import { bothLanguages } from '../../testing/languages';
import {
  ApprovalStatusCode,
  PasswordPolicyType,
  UsernamePolicyFlag,
} from '../../../schemas/dictionary.schema';
import { messages as en } from '../../locales/en/dictionary';
import {
  APPROVAL_STATUS_LABELS,
  PASSWORD_POLICY_TYPE_LABELS,
  passwordPolicyLabel,
  USERNAME_POLICY_FLAG_LABELS,
} from './dictionary-labels';

const { zh, english } = bothLanguages(en);

describe('dictionary labels (SPEC 3)', () => {
  it('word every approval status in both languages', () => {
    const label = (i18n: typeof zh) =>
      ApprovalStatusCode.options.map((code) => i18n._(APPROVAL_STATUS_LABELS[code]));
    expect(label(zh)).toEqual(['已提交', '已通过', '已拒绝', '开通成功', '开通失败']);
    expect(label(english)).toEqual([
      'Submitted',
      'Approved',
      'Rejected',
      'Provisioned',
      'Provisioning failed',
    ]);
  });

  it('word every password policy type, with its minimum length', () => {
    expect(zh._(PASSWORD_POLICY_TYPE_LABELS.UPPER_LOWER_NUMBER_CHAR)).toBe(
      '大写字母、小写字母、数字和特殊字符',
    );
    expect(passwordPolicyLabel(zh, { type: 'UPPER_NUMBER', minLength: 8 })).toBe('大写字母和数字，至少 8 位');
    expect(passwordPolicyLabel(english, { type: 'UPPER_LOWER_NUMBER_CHAR', minLength: 12 })).toBe(
      'Upper-case letters, lower-case letters, digits and special characters, at least 12 characters',
    );
    for (const type of PasswordPolicyType.options) {
      expect(english._(PASSWORD_POLICY_TYPE_LABELS[type]), type).not.toBe(
        zh._(PASSWORD_POLICY_TYPE_LABELS[type]),
      );
    }
  });

  it('word a one-class policy type apart from the username flag of the same Chinese', () => {
    expect(english._(PASSWORD_POLICY_TYPE_LABELS.UPPER)).toBe('Upper-case letters');
    expect(english._(USERNAME_POLICY_FLAG_LABELS.uppercase)).toBe('upper-case letters');
  });

  it('word every username policy flag', () => {
    const label = (i18n: typeof zh) =>
      UsernamePolicyFlag.options.map((flag) => i18n._(USERNAME_POLICY_FLAG_LABELS[flag]));
    expect(label(zh)).toEqual([
      '大写字母',
      '小写字母',
      '数字',
      '中划线 -',
      '下划线 _',
      '点 .',
      '@',
      '最小长度',
    ]);
    expect(label(english)).toEqual([
      'upper-case letters',
      'lower-case letters',
      'digits',
      'hyphen -',
      'underscore _',
      'dot .',
      '@',
      'minimum length',
    ]);
  });
});
