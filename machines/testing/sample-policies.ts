import type { Policies } from '../modify-password/modify-password.machine';
// The registration form's policies are the same pair.

/** A demanding password policy and a permissive username policy, as the demo tenant has them. */
export const samplePolicies: Policies = {
  passwordPolicy: { type: 'UPPER_LOWER_NUMBER_CHAR', minLength: 8, maxLength: 64 },
  usernamePolicy: {
    uppercase: true,
    lowercase: true,
    number: true,
    strike: true,
    underline: true,
    point: true,
    emailChar: true,
    minLength: 2,
  },
};
