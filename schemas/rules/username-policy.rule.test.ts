import { describe, expect, it } from 'vitest';
import type { UsernamePolicy } from '../modify-password.schema';
import { usernameViolation } from './username-policy.rule';

const lettersOnly: UsernamePolicy = {
  uppercase: false,
  lowercase: true,
  number: true,
  strike: false,
  underline: true,
  point: false,
  emailChar: false,
  minLength: 3,
};

describe('username policy', () => {
  it('takes a name of allowed characters at the minimum length', () =>
    expect(usernameViolation('ab_1', lettersOnly)).toBeNull());
  it('refuses a short name first', () =>
    expect(usernameViolation('a!', lettersOnly)).toEqual({ code: 'minLength', min: 3 }));
  it('refuses a character the policy does not allow, naming what it allows', () =>
    expect(usernameViolation('Abc', lettersOnly)).toEqual({
      code: 'chars',
      allowed: ['lowercase', 'number', 'underline'],
    }));
  it.each(['a-b', 'a.b', 'a@b', 'ab c', '用户名'])('refuses %s', (name) =>
    expect(usernameViolation(name, lettersOnly)?.code).toBe('chars'),
  );
  it('refuses a name over 64 characters', () =>
    expect(usernameViolation('a'.repeat(65), lettersOnly)).toEqual({ code: 'maxLength', max: 64 }));
});
