/**
 * What the reference server says when it refuses something a user can see: stable codes in the envelope's
 * `message` (or `errorMessage`), never sentences. The page words each code in the user's language; a code it
 * does not know (another back end's own text) is shown as it came.
 */
import type { PolicyViolation } from './rules/password-policy.rule';

/** Refusals of PUT modify_password (envelope code InvalidParameter, or Password.Invalid for the old password). */
export const PASSWORD_CHANGE_REFUSALS = {
  invalidForm: 'password.change.invalidForm',
  sessionMismatch: 'password.change.sessionMismatch',
  replayed: 'password.change.replayed',
  undecryptable: 'password.change.undecryptable',
  confirmMismatch: 'password.change.confirmMismatch',
  wrongOldPassword: 'password.change.wrongOldPassword',
  sameAsOld: 'password.policy.sameAsOld',
  // SPEC section 5: a message naming password.policy or WeakPassword has a fixed text on any client.
  breached: 'password.WeakPassword',
} as const;

/** A policy violation as the server sends it: `password.policy.<code>`. */
export const policyRefusal = (violation: PolicyViolation): string => `password.policy.${violation.code}`;

/** The application second-factor refusals of SPEC section 8, in authResult's `errorMessage`. */
export const APPLICATION_TWO_FACTOR_REFUSALS = {
  verificationFailed: 'applicationTwoFactor.verificationFailed',
  stateInvalid: 'applicationTwoFactor.stateInvalid',
  usernameInconsistent: 'applicationTwoFactor.usernameInconsistent',
  notAuthorized: 'applicationTwoFactor.notAuthorized',
} as const;
