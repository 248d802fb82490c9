import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../spec-constants';
import { needsPaidEdition } from './edition.rule';

describe('needsPaidEdition (SPEC 2, free edition)', () => {
  it('gates every login type but the password in the free edition', () => {
    expect(needsPaidEdition('free', ADAPTERS.password)).toBe(false);
    for (const type of [ADAPTERS.mobilePhoneToken, ADAPTERS.scanCode, ADAPTERS.ldap, 'dingtalk'])
      expect(needsPaidEdition('free', type), type).toBe(true);
  });

  it.each(['standard', 'exclusive', null, undefined] as const)('gates nothing in %s', (edition) => {
    expect(needsPaidEdition(edition, ADAPTERS.mobilePhoneToken)).toBe(false);
  });
});
