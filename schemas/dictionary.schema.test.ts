import { describe, expect, it } from 'vitest';
import {
  ApprovalStatusCode,
  PasswordPolicyEntry,
  PasswordPolicyType,
  UsernamePolicyFlag,
} from './dictionary.schema';
import { PasswordPolicyType as PolicyEndpointType } from './modify-password.schema';
import { ApprovalStatus } from './register.schema';
import { USERNAME_CHAR_CLASSES } from './rules/username-policy.rule';

describe('dictionary codes (SPEC 3)', () => {
  it("has the five approval statuses, the registration's three first", () => {
    expect(ApprovalStatusCode.options).toEqual([
      'SUBMITTED',
      'APPROVED',
      'REJECTED',
      'START_SUCCESS',
      'START_FAIL',
    ]);
    expect(ApprovalStatusCode.options.slice(0, 3)).toEqual(ApprovalStatus.options);
    expect(ApprovalStatusCode.safeParse('PENDING').success).toBe(false);
  });

  it('has the seven password policy types, with their minimum length', () => {
    // The policy endpoint's own enum (modify-password.schema.ts), not a second list.
    expect(PasswordPolicyType).toBe(PolicyEndpointType);
    expect(PasswordPolicyType.options).toHaveLength(7);
    expect(PasswordPolicyEntry.parse({ type: 'UPPER', minLength: 8, maxLength: 20 })).toEqual({
      type: 'UPPER',
      minLength: 8,
    });
    expect(PasswordPolicyEntry.safeParse({ type: 'UPPER' }).success).toBe(false);
  });

  it('has the username policy flags: the character classes the rule knows, and minLength', () => {
    expect(UsernamePolicyFlag.options).toEqual([
      'uppercase',
      'lowercase',
      'number',
      'strike',
      'underline',
      'point',
      'emailChar',
      'minLength',
    ]);
    expect(UsernamePolicyFlag.options.slice(0, -1)).toEqual(USERNAME_CHAR_CLASSES.map(({ name }) => name));
  });
});
