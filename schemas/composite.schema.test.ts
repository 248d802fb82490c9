import { describe, expect, it } from 'vitest';
import { ChainPlan, CompositeStepResult, isChainLogin } from './composite.schema';
import { ADAPTERS } from './spec-constants';

describe('composite schemas', () => {
  it('takes login steps a page can show and plugin sources, and the second factors', () => {
    expect(isChainLogin(ADAPTERS.password)).toBe(true);
    expect(isChainLogin(ADAPTERS.ldap)).toBe(true);
    expect(isChainLogin('plugin_hr_demo')).toBe(true);
    for (const id of [ADAPTERS.scanCode, ADAPTERS.usbKey, ADAPTERS.aad, 'plugin_application_2factor', ''])
      expect(isChainLogin(id)).toBe(false);
    expect(
      ChainPlan.safeParse([
        { kind: 'login', step: ADAPTERS.password },
        { kind: 'twoFactor', step: 'sms' },
      ]).success,
    ).toBe(true);
    expect(ChainPlan.safeParse([{ kind: 'twoFactor', step: 'fingerprint' }]).success).toBe(false);
    expect(ChainPlan.safeParse([{ kind: 'login', step: ADAPTERS.alilang }]).success).toBe(false);
  });

  it('reads a step’s answer with a step this page may not know, which is no broken answer', () => {
    const answer = {
      auth: true,
      done: false,
      userInfo: { username: 'chain', displayName: '链' },
      nextAuth: { type: 'login', authType: 'system_fingerprint_adapter', step: 2, steps: 3 },
    };
    expect(CompositeStepResult.parse(answer)).toEqual(answer);
    expect(
      CompositeStepResult.safeParse({ ...answer, nextAuth: { ...answer.nextAuth, step: 0 } }).success,
    ).toBe(false);
  });
});
