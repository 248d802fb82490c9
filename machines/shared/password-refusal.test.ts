import { describe, expect, it } from 'vitest';
import { passwordRefusal } from './password-refusal';

const policy = { type: 'UPPER_LOWER', minLength: 8, maxLength: 64 } as const;

describe('passwordRefusal', () => {
  it('reads the server’s policy rules, the context words among them, and the breached list', () => {
    expect(passwordRefusal('password.policy.containsContextWord', policy)).toEqual({
      code: 'password',
      violation: { code: 'containsContextWord' },
    });
    expect(passwordRefusal('password.policy.minLength', policy)).toEqual({
      code: 'password',
      violation: { code: 'minLength', min: 8 },
    });
    expect(passwordRefusal('password.WeakPassword', policy)).toEqual({ code: 'breached' });
    expect(passwordRefusal('password.policy.unknownRule', policy)).toBeNull();
  });
});
