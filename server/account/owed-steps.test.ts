import { expect, it } from 'vitest';
import { sampleSession } from '../test/sample-session';
import { owedSteps } from './owed-steps';

const NOW = new Date('2026-01-01T00:00:00Z');
const session = sampleSession;

it('lists what is owed in the order the gate asks it: risk lock, password change, second factor', () => {
  expect(
    owedSteps(session({ riskLocked: true, mustChangePassword: true, hasSecondFactor: true }), NOW),
  ).toEqual(['riskLock', 'passwordChange', 'secondFactor']);
  expect(owedSteps(session({}), NOW)).toEqual([]);
});

it('owes a password change at first login and once the password has expired, not before', () => {
  expect(owedSteps(session({ mustChangePassword: true }), NOW)).toEqual(['passwordChange']);
  expect(owedSteps(session({ passwordExpiresAt: NOW }), NOW)).toEqual(['passwordChange']);
  expect(owedSteps(session({ passwordExpiresAt: new Date(NOW.getTime() + 1) }), NOW)).toEqual([]);
});

it('owes the second factor unless passed, or the provider application does not require it', () => {
  expect(owedSteps(session({ hasSecondFactor: true }), NOW)).toEqual(['secondFactor']);
  expect(owedSteps(session({ hasSecondFactor: true, secondFactorVerified: true }), NOW)).toEqual([]);
  expect(owedSteps(session({ hasSecondFactor: true, providerTwoFactor: false }), NOW)).toEqual([]);
  expect(owedSteps(session({ hasSecondFactor: true, providerTwoFactor: true }), NOW)).toEqual([
    'secondFactor',
  ]);
  expect(owedSteps(session({ providerTwoFactor: true }), NOW)).toEqual([]);
});

it("owes a composite chain's factor steps, whatever the user's own factor and the provider's application", () => {
  expect(owedSteps(session({ chainOwes: true }), NOW)).toEqual(['secondFactor']);
  expect(owedSteps(session({ chainOwes: true, providerTwoFactor: false }), NOW)).toEqual(['secondFactor']);
  expect(owedSteps(session({ chainOwes: true, secondFactorVerified: true }), NOW)).toEqual([]);
});
