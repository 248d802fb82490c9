import { describe, expect, it } from 'vitest';
import { contextWordsOf, policyViolation } from './password-policy.rule';

const policy = { type: 'UPPER_LOWER_NUMBER_CHAR', minLength: 8, maxLength: 64 } as const;

describe('context words (NIST SP 800-63B 5.1.1.2)', () => {
  it('takes each name’s Latin words of four letters or more and its runs of Chinese characters', () => {
    expect(contextWordsOf(['演示企业', 'Demo Inc.', 'IDaaS Demo', null])).toEqual([
      '演示企业',
      'demo',
      'idaas',
    ]);
  });

  it('refuses a password that contains one, whatever its case, after the username', () => {
    const words = contextWordsOf(['Demo Inc.', 'IDaaS Demo']);
    expect(policyViolation('Idaas@Login2026', policy, 'someone', words)).toEqual({
      code: 'containsContextWord',
    });
    expect(policyViolation('DemoInc@2026!', policy, 'someone', words)).toEqual({
      code: 'containsContextWord',
    });
    expect(policyViolation('Xdemo@2024', policy, 'demo', words)).toEqual({ code: 'containsUsername' });
    expect(policyViolation('Tr0ub4dor&3x', policy, 'someone', words)).toBeNull();
    // Without words given (a form of the page), none is refused for them.
    expect(policyViolation('Idaas@Login2026', policy, 'someone')).toBeNull();
  });
});
