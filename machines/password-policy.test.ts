import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../schemas/password-change.schema';
import { ApiError } from './api-error';
import {
  isPasswordFormValid,
  policyRequirements,
  policyViolation,
  serverRejection,
  validatePasswordForm,
} from './password-policy';
import { sampleErrors } from './testing/sample-errors';

const rejected = (message: string) =>
  new ApiError({ kind: 'response', code: 'InvalidParameter', message }, 'test');

const strict: PasswordPolicy = { type: 'UPPER_LOWER_NUMBER_CHAR', minLength: 8, maxLength: 20 };
const form = (newPassword: string, confirmPassword = newPassword, oldPassword = 'Old@12345') => ({
  oldPassword,
  newPassword,
  confirmPassword,
});

describe('policyViolation (SPEC section 5)', () => {
  it.each([
    ['UPPER_LOWER_NUMBER_CHAR', 'Abcdef1!', 'Abcdefg1'],
    ['UPPER_LOWER_NUMBER', 'Abcdefg1', 'Abcdefgh'],
    ['UPPER_NUMBER', 'ABCDEFG1', 'ABCDEFGH'],
    ['UPPER_LOWER', 'Abcdefgh', 'abcdefgh'],
    ['UPPER', 'ABCDEFGH', 'abcdefgh'],
    ['LOWER', 'abcdefgh', 'ABCDEFGH'],
    ['NUMBER', '12345678', 'abcdefgh'],
  ] as const)('%s accepts %s and refuses %s', (type, ok, bad) => {
    const policy: PasswordPolicy = { type, minLength: 8 };
    expect(policyViolation(ok, policy)).toBeNull();
    expect(policyViolation(bad, policy)).toEqual({ code: 'policyType', policyType: type });
  });

  it('counts anything but ASCII letters and digits as a special character', () => {
    expect(policyViolation('Abcdef1 ', strict)).toBeNull();
    expect(policyViolation('Abcdef1中', strict)).toBeNull();
  });

  it('checks the length bounds before the character classes', () => {
    expect(policyViolation('Ab1!', strict)).toEqual({ code: 'minLength', min: 8 });
    expect(policyViolation(`Ab1!${'x'.repeat(17)}`, strict)).toEqual({ code: 'maxLength', max: 20 });
    expect(policyViolation('x'.repeat(100), { type: 'LOWER', minLength: 1 })).toBeNull();
  });
});

describe('validatePasswordForm', () => {
  it('accepts a form within the policy', () => {
    expect(validatePasswordForm(form('New@12345'), strict)).toEqual({});
    expect(isPasswordFormValid(form('New@12345'), strict)).toBe(true);
  });

  it('reports every empty field at once', () => {
    expect(validatePasswordForm({ oldPassword: '', newPassword: '', confirmPassword: '' }, strict)).toEqual({
      oldPassword: { code: 'required' },
      newPassword: { code: 'required' },
      confirmPassword: { code: 'required' },
    });
  });

  it('reports a policy break, a mismatch and a reused password', () => {
    expect(validatePasswordForm(form('weak', 'weak'), strict)).toEqual({
      newPassword: { code: 'minLength', min: 8 },
    });
    expect(validatePasswordForm(form('New@12345', 'New@1234'), strict)).toEqual({
      confirmPassword: { code: 'mismatch' },
    });
    expect(validatePasswordForm(form('Old@12345'), strict)).toEqual({ newPassword: { code: 'sameAsOld' } });
    expect(isPasswordFormValid(form('Old@12345'), strict)).toBe(false);
  });
});

describe('policyRequirements', () => {
  it('lists the length bounds and the classes the policy type names', () => {
    expect(policyRequirements(strict)).toEqual([
      { code: 'minLength', min: 8 },
      { code: 'maxLength', max: 20 },
      { code: 'contains', charClass: 'upper' },
      { code: 'contains', charClass: 'lower' },
      { code: 'contains', charClass: 'number' },
      { code: 'contains', charClass: 'char' },
    ]);
    expect(policyRequirements({ type: 'NUMBER', minLength: 6 })).toEqual([
      { code: 'minLength', min: 6 },
      { code: 'contains', charClass: 'number' },
    ]);
  });
});

describe('serverRejection (SPEC section 5 and 8)', () => {
  it.each([
    ['a policy message', rejected('password.policy.minLength: at least 8'), { code: 'policy' }],
    ['a breached password', rejected('password.WeakPassword: in a breach list'), { code: 'weakPassword' }],
    ['a plain WeakPassword', rejected('WeakPassword'), { code: 'weakPassword' }],
    ['any other message, as is', rejected('原密码错误'), { code: 'server', message: '原密码错误' }],
    [
      'a code without a message',
      new ApiError({ kind: 'response', code: 'Password.Invalid' }, 't'),
      { code: 'server', message: 'Password.Invalid' },
    ],
    [
      'an HTTP 400 with a message',
      new ApiError({ kind: 'http', status: 400, message: 'password.policy.x' }, 't'),
      { code: 'policy' },
    ],
  ])('maps %s', (_n, err, expected) => expect(serverRejection(err)).toEqual(expected));

  it.each([
    ['HTTP 401', sampleErrors.http401],
    ['response code 401', sampleErrors.code401],
    ['response code 507', sampleErrors.code507],
    ['no response', sampleErrors.network],
    ['a malformed body', sampleErrors.malformed],
    ['a non-API error', new Error('x')],
    ['an HTTP 400 without a message', new ApiError({ kind: 'http', status: 400 }, 't')],
  ])('leaves %s to the orchestrator', (_n, err) => expect(serverRejection(err)).toBeNull());
});
