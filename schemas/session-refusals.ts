/**
 * Why the session gate refuses a session call outright (envelope code `Forbidden`): the user's account is
 * locked by risk control (UEBA, SPEC section 8: an error dialog, then back to the login).
 */
export const SESSION_REFUSALS = {
  riskLocked: 'session.riskLocked',
} as const;
