/**
 * The tenant's password policy (SPEC sections 3 and 5), one rule for the forms that check a new password as
 * it is typed and for the server that refuses it: the length bounds, then the character classes its type
 * names. Each answer is a code; the page words it and the server sends it as its refusal.
 */
import type { PasswordPolicy, PasswordPolicyType } from '../modify-password.schema';

export type CharClass = 'upper' | 'lower' | 'number' | 'char';

/** The character classes each policy type requires, in the order the policy names them. */
export const REQUIRED_CHAR_CLASSES: Record<PasswordPolicyType, readonly CharClass[]> = {
  UPPER_LOWER_NUMBER_CHAR: ['upper', 'lower', 'number', 'char'],
  UPPER_LOWER_NUMBER: ['upper', 'lower', 'number'],
  UPPER_NUMBER: ['upper', 'number'],
  UPPER_LOWER: ['upper', 'lower'],
  UPPER: ['upper'],
  LOWER: ['lower'],
  NUMBER: ['number'],
};

// A "special character" is anything but an ASCII letter or digit.
const CHAR_PATTERN: Record<CharClass, RegExp> = {
  upper: /[A-Z]/,
  lower: /[a-z]/,
  number: /\d/,
  char: /[^A-Za-z0-9]/,
};

export const hasCharClass = (password: string, kind: CharClass): boolean => CHAR_PATTERN[kind].test(password);

/** The classes `password` lacks for `type`; empty when it satisfies the policy type. */
export const missingCharClasses = (password: string, type: PasswordPolicyType): CharClass[] =>
  REQUIRED_CHAR_CLASSES[type].filter((kind) => !CHAR_PATTERN[kind].test(password));

/** Why a password breaks the policy. */
export type PolicyViolation =
  | { code: 'minLength'; min: number }
  | { code: 'maxLength'; max: number }
  | { code: 'policyType'; policyType: PasswordPolicyType }
  | { code: 'containsUsername' }
  | { code: 'containsContextWord' };

/**
 * The words a password may not contain (NIST SP 800-63B 5.1.1.2, context-specific words): each word of the
 * tenant's names and of the service's name, case aside: Latin words of four letters or more ("Demo Inc." →
 * demo), runs of two or more Chinese characters (演示企业).
 */
export function contextWordsOf(names: readonly (string | null | undefined)[]): string[] {
  const words = names.flatMap((name) => [
    ...(name?.toLowerCase().match(/[a-z]{4,}/g) ?? []),
    ...(name?.match(/[\u4e00-\u9fff]{2,}/g) ?? []),
  ]);
  return [...new Set(words)];
}

/**
 * The first rule of the policy the password breaks, or null. Length first: it is the easiest to fix. The
 * username is checked only where it is known (the server knows it; a registration form does too), the
 * context words (contextWordsOf) where they are given (the server gives them).
 */
export function policyViolation(
  password: string,
  policy: PasswordPolicy,
  username?: string | null,
  contextWords: readonly string[] = [],
): PolicyViolation | null {
  if (password.length < policy.minLength) return { code: 'minLength', min: policy.minLength };
  if (policy.maxLength && password.length > policy.maxLength)
    return { code: 'maxLength', max: policy.maxLength };
  if (missingCharClasses(password, policy.type).length > 0)
    return { code: 'policyType', policyType: policy.type };
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return { code: 'containsUsername' };
  if (contextWords.some((word) => lower.includes(word))) return { code: 'containsContextWord' };
  return null;
}
