import { describe, expect, it } from 'vitest';
import { sampleSession } from '../../test/sample-session';
import { type ProviderAccess, securityLevelAnswer } from './provider-access.service';

const access = (over: Partial<ProviderAccess> = {}): ProviderAccess => ({
  spCode: 'sp',
  applicationName: 'App',
  redirectUrl: '/',
  requiresSecondFactor: false,
  appSecurityLevel: 8,
  permitted: true,
  applicationTwoFactor: true,
  ...over,
});

describe('securityLevelAnswer', () => {
  const withFactor = sampleSession({ hasSecondFactor: true });

  it('asks the factor of a user who has one, where the application requires it, until the session passed it', () => {
    expect(securityLevelAnswer(access(), withFactor).secondFactor).toBe(true);
    expect(securityLevelAnswer(access({ applicationTwoFactor: false }), withFactor).secondFactor).toBe(false);
    expect(securityLevelAnswer(access(), sampleSession()).secondFactor).toBe(false);
    expect(
      securityLevelAnswer(access(), sampleSession({ hasSecondFactor: true, secondFactorVerified: true }))
        .secondFactor,
    ).toBe(false);
  });

  it('asks nothing of a user the application does not let in', () => {
    expect(securityLevelAnswer(access({ permitted: false }), withFactor)).toEqual({
      appSecurityLevel: 8,
      permitted: false,
      secondFactor: false,
    });
  });
});
