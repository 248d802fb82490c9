import { describe, expect, it } from 'vitest';
import { applicationRequiresSecondFactor, secondFactorRequired } from './second-factor.rule';

describe('secondFactorRequired', () => {
  const facts = { userHasSecondFactor: true, serviceProvider: false, applicationRequiresIt: false };

  it('asks a user who has a factor, once per login', () => {
    expect(secondFactorRequired(facts)).toBe(true);
    expect(secondFactorRequired({ ...facts, passed: true })).toBe(false);
    expect(secondFactorRequired({ ...facts, userHasSecondFactor: false })).toBe(false);
  });

  it('asks it for a service provider only when the application requires it too', () => {
    expect(secondFactorRequired({ ...facts, serviceProvider: true })).toBe(false);
    expect(secondFactorRequired({ ...facts, serviceProvider: true, applicationRequiresIt: true })).toBe(true);
  });

  it("asks a composite chain's factor steps whatever the user and the application say, until passed", () => {
    const chain = { userHasSecondFactor: false, serviceProvider: true, applicationRequiresIt: false };
    expect(secondFactorRequired({ ...chain, chainOwes: true })).toBe(true);
    expect(secondFactorRequired({ ...chain, serviceProvider: false, chainOwes: true })).toBe(true);
    expect(secondFactorRequired({ ...chain, chainOwes: true, passed: true })).toBe(false);
    expect(secondFactorRequired(chain)).toBe(false);
  });
});

describe('applicationRequiresSecondFactor', () => {
  it("is required by the application's setting, or by its level from the tenant's level on", () => {
    expect(applicationRequiresSecondFactor({ requiresSecondFactor: true, appSecurityLevel: 1 }, null)).toBe(
      true,
    );
    expect(applicationRequiresSecondFactor({ requiresSecondFactor: false, appSecurityLevel: 9 }, null)).toBe(
      false,
    );
    expect(applicationRequiresSecondFactor({ requiresSecondFactor: false, appSecurityLevel: 7 }, 7)).toBe(
      true,
    );
    expect(applicationRequiresSecondFactor({ requiresSecondFactor: false, appSecurityLevel: 6 }, 7)).toBe(
      false,
    );
  });
});
