import { describe, expect, it } from 'vitest';
import { planProblems } from '../features/composite/chain-plan';
import { DEMO_CHAINS, chainUsers } from './demo-composite';
import { demoPluginSources } from './demo-plugin';
import { demoTenantSettings } from './demo-tenant';
import { demoUsers } from './demo-users';

describe('the demo composite chains', () => {
  it('are plans the server takes, as the administrator command checks them', () => {
    const tenant = {
      secondFactorMethods: demoTenantSettings.secondFactorMethods,
      administratorEmail: demoTenantSettings.administratorEmail ?? null,
      edition: null,
      pluginSources: Object.keys(demoPluginSources('http://plugin.test')),
    };
    for (const [adapter, plan] of Object.entries(DEMO_CHAINS))
      expect(planProblems(adapter, plan, tenant), adapter).toEqual([]);
  });

  it('give every person a name and a phone of their own', () => {
    const people = [...demoUsers, ...chainUsers()];
    const names = people.map((user) => user.username);
    const phones = people.flatMap((user) => (user.phoneNumber ? [user.phoneNumber] : []));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(phones).size).toBe(phones.length);
  });
});
