import { describe, expect, it } from 'vitest';
import type { ChainPlan } from '../../../schemas/composite.schema';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { nextAuthOf, planProblems, segmentDone, stepAt, type PlanTenant } from './chain-plan';

const TENANT: PlanTenant = {
  secondFactorMethods: ['otp', 'sms', 'admin'],
  administratorEmail: 'admin@example.com',
  edition: 'standard',
  pluginSources: ['plugin_hr_demo'],
};
const password = { kind: 'login', step: ADAPTERS.password } as const;
const sms = { kind: 'login', step: ADAPTERS.mobilePhoneToken } as const;
const plugin = { kind: 'login', step: 'plugin_hr_demo' } as const;
const otp = { kind: 'twoFactor', step: 'otp' } as const;
const admin = { kind: 'twoFactor', step: 'admin' } as const;

describe('planProblems', () => {
  it.each<[string, string, ChainPlan]>([
    ['password then a texted code', ADAPTERS.password, [password, sms]],
    ['a texted code, a plugin, the administrator code', ADAPTERS.mobilePhoneToken, [sms, plugin, admin]],
    ['a plugin, a one-time password, the administrator code', 'plugin_hr_demo', [plugin, otp, admin]],
  ])('takes %s', (_name, adapter, plan) => {
    expect(planProblems(adapter, plan, TENANT)).toEqual([]);
  });

  it('needs the adapter’s own login first, and two steps at least', () => {
    expect(planProblems(ADAPTERS.password, [sms, password], TENANT)).toEqual(['firstNotAdapter']);
    expect(planProblems(ADAPTERS.password, [otp, password], TENANT)).toContain('firstNotAdapter');
    expect(planProblems(ADAPTERS.password, [password], TENANT)).toEqual(['tooShort']);
    expect(planProblems(ADAPTERS.password, [], TENANT)).toEqual(['firstNotAdapter', 'tooShort']);
  });

  it('puts every login step before the factors, each step once', () => {
    expect(planProblems(ADAPTERS.password, [password, otp, sms], TENANT)).toEqual(['loginAfterFactor']);
    expect(planProblems(ADAPTERS.password, [password, otp, otp], TENANT)).toEqual(['repeatedStep']);
    expect(planProblems(ADAPTERS.password, [password, password], TENANT)).toEqual(['repeatedStep']);
  });

  it('takes only login types a page can show, and the tenant’s own plugin sources', () => {
    const qr = { kind: 'login', step: ADAPTERS.scanCode } as const;
    const otherPlugin = { kind: 'login', step: 'plugin_elsewhere' } as const;
    expect(planProblems(ADAPTERS.password, [password, qr], TENANT)).toEqual(['unsupportedLogin']);
    expect(planProblems(ADAPTERS.password, [password, otherPlugin], TENANT)).toEqual(['unsupportedLogin']);
  });

  it('takes only factors the tenant offers, the administrator code only with an administrator to mail', () => {
    const offline = { kind: 'twoFactor', step: 'offline' } as const;
    expect(planProblems(ADAPTERS.password, [password, offline], TENANT)).toEqual(['factorNotOffered']);
    expect(
      planProblems(ADAPTERS.password, [password, admin], { ...TENANT, administratorEmail: null }),
    ).toEqual(['factorNotOffered']);
  });

  it('takes no chain on the free edition, which offers the password alone', () => {
    expect(planProblems(ADAPTERS.password, [password, otp], { ...TENANT, edition: 'free' })).toEqual([
      'freeEdition',
    ]);
  });
});

describe('the cursor', () => {
  const plan: ChainPlan = [sms, plugin, otp, admin];

  it('names the step waited for, counted from 1, and none once through', () => {
    expect(stepAt(plan, 0)).toEqual(sms);
    expect(nextAuthOf(plan, 1)).toEqual({ type: 'login', authType: 'plugin_hr_demo', step: 2, steps: 4 });
    expect(nextAuthOf(plan, 2)).toEqual({ type: 'twoFactor', authType: 'otp', step: 3, steps: 4 });
    expect(stepAt(plan, 4)).toBeNull();
    expect(nextAuthOf(plan, 4)).toBeNull();
  });

  it('is done at the end of each segment: the last login step, and the last step', () => {
    expect([1, 2, 3, 4].map((passed) => segmentDone(plan, passed))).toEqual([false, true, false, true]);
    expect([1, 2].map((passed) => segmentDone([password, sms], passed))).toEqual([false, true]);
  });
});
