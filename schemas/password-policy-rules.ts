import type { PasswordPolicyType } from './password-change.schema';

/** What a password policy type requires (SPEC section 3 dictionary), shared by the form's checks and the server. */
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

/** The classes `password` lacks for `type`; empty when it satisfies the policy type. */
export const missingCharClasses = (password: string, type: PasswordPolicyType): CharClass[] =>
  REQUIRED_CHAR_CLASSES[type].filter((kind) => !CHAR_PATTERN[kind].test(password));
