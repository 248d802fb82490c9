import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../schemas/modify-password.schema';
import { MODIFY_PASSWORD_REFUSALS } from '../../schemas/refusals';
import {
  isPasswordFormValid,
  policyRequirements,
  policyViolation,
  serverRejection,
  validatePasswordForm,
} from './password-form.rules';
import { failed, sampleErrors } from '../testing/sample-errors';

const rejected = (message: string, code = 'InvalidParameter') => failed({ kind: 'response', code, message });

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

  it('refuses a password that contains the username, in any case, only where the username is known', () => {
    expect(policyViolation('xDemo@1234', strict, 'demo')).toEqual({ code: 'containsUsername' });
    expect(policyViolation('xDemo@1234', strict)).toBeNull();
    expect(policyViolation('xDemo@1234', strict, null)).toBeNull();
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

describe('serverRejection (SPEC sections 5 and 8)', () => {
  it.each([
    ['the breached-password code', rejected('password.WeakPassword'), { code: 'weakPassword' }],
    ['a plain WeakPassword', rejected('WeakPassword'), { code: 'weakPassword' }],
    [
      'any text naming WeakPassword',
      rejected('password.WeakPassword: in a breach list'),
      { code: 'weakPassword' },
    ],
    ['the same-as-old refusal', rejected('password.policy.sameAsOld'), { code: 'policy', rule: 'sameAsOld' }],
    ['an unknown rule', rejected('password.policy.UPPER_LOWER_NUMBER_CHAR'), { code: 'policy', rule: null }],
    [
      'a rule followed by text',
      rejected('password.policy.minLength: at least 8'),
      { code: 'policy', rule: null },
    ],
    [
      'any other text naming password.policy',
      rejected('违反 password.policy'),
      { code: 'policy', rule: null },
    ],
    ['any other message, as it came', rejected('原密码错误'), { code: 'server', message: '原密码错误' }],
    [
      'a code without a message',
      failed({ kind: 'response', code: 'Password.Invalid' }),
      { code: 'server', message: 'Password.Invalid' },
    ],
    [
      'an HTTP 400 with a policy message',
      failed({ kind: 'http', status: 400, message: 'password.policy.minLength' }),
      { code: 'policy', rule: 'minLength' },
    ],
    [
      'an HTTP 400 with a refusal code',
      failed({ kind: 'http', status: 400, message: 'password.change.replayed' }),
      { code: 'refusal', refusal: 'replayed' },
    ],
  ])('maps %s', (_n, err, expected) => expect(serverRejection(err)).toEqual(expected));

  // The rules of the shared policy, as the server names them (schemas/refusals.ts policyRefusal).
  it.each(['minLength', 'maxLength', 'policyType', 'containsUsername'])(
    'names the policy rule %s',
    (rule) => {
      expect(serverRejection(rejected(`password.policy.${rule}`))).toEqual({ code: 'policy', rule });
    },
  );

  // Every other refusal of the reference server is named, whichever envelope code carries it.
  const others = Object.entries(MODIFY_PASSWORD_REFUSALS).filter(
    ([name]) => name !== 'breached' && name !== 'sameAsOld',
  );
  it.each(others)('names the refusal %s (%s)', (name, code) => {
    expect(serverRejection(rejected(code))).toEqual({ code: 'refusal', refusal: name });
    expect(serverRejection(rejected(code, 'Password.Invalid'))).toEqual({ code: 'refusal', refusal: name });
  });

  it.each([
    ['HTTP 401', sampleErrors.http401],
    ['response code 401', sampleErrors.code401],
    ['response code 505', sampleErrors.code505],
    ['response code 507', sampleErrors.code507],
    ['an IP restriction', sampleErrors.invalidIp],
    [
      'an IP restriction over HTTP',
      failed({ kind: 'http', status: 403, code: 'InvalidIPAccess', message: 'x' }),
    ],
    ['no response', sampleErrors.network],
    ['a malformed body', sampleErrors.malformed],
    ['a non-API error', new Error('password.policy.minLength')],
    ['an HTTP 400 without a message', failed({ kind: 'http', status: 400 })],
    ['an HTTP 500 with a message', failed({ kind: 'http', status: 500, message: 'password.WeakPassword' })],
  ])('leaves %s to the app', (_n, err) => expect(serverRejection(err)).toBeNull());
});
