import type { SessionUser } from '../account/access-token.repo';

/** A session of a plain end user that owes nothing, with `facts` changed. */
export const sampleSession = (facts: Partial<SessionUser> = {}): SessionUser => ({
  tokenHash: 'h',
  userId: 'u',
  enterpriseId: 'demo',
  username: 'someone',
  displayName: 'Someone',
  email: null,
  phoneNumber: null,
  loginRole: 0,
  mustChangePassword: false,
  passwordExpiresAt: null,
  riskLocked: false,
  hasSecondFactor: false,
  secondFactorVerified: false,
  chainOwes: false,
  authType: 'system_password_adapter',
  providerTwoFactor: null,
  applicationCheck: false,
  ...facts,
});
