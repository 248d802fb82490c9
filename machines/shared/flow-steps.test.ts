import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../../schemas/spec-constants';
import { GrantResult } from './grant.schema';
import { stepForGrant } from './flow-steps';

const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 'demo_sp', application_key: 'k1' } };
const HANDOVER = {
  code: 'chain-code-1',
  first: true as const,
  enterpriseAuthId: ADAPTERS.password,
  step: { auth: true, done: false },
};
const TOKEN = { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password } as const;

describe('a grant’s next step', () => {
  it('signs a token in through post-login, with its adapter, its tenant and the login’s parameters', () => {
    expect(stepForGrant({ ...TOKEN, enterpriseId: 'demo-branch' }, { otherParams: 'a=1' })).toEqual({
      to: 'postLogin',
      params: { loginParams: 'a=1' },
      session: { accessToken: 'tok', authType: ADAPTERS.password, enterpriseId: 'demo-branch' },
    });
  });

  it('links a binding, chooses a tenant with the ticket, and hands a chain’s step to the chain', () => {
    expect(stepForGrant({ kind: 'binding', adapter: 'alilang', uuid: 'u1' })).toEqual({
      to: 'adapterBind',
      params: { adapter: 'alilang', uuid: 'u1' },
    });
    expect(stepForGrant({ kind: 'tenantChoice', ticket: 't1' }, { otherParams: 'a=1' })).toEqual({
      to: 'enterpriseSelect',
      params: { ticket: 't1', otherParams: 'a=1' },
    });
    expect(stepForGrant({ kind: 'chainStep', handover: HANDOVER })).toEqual({
      to: 'compositeLogin',
      params: { handover: HANDOVER },
    });
  });

  it('keeps the login under way only when the flow passes it: a callback’s grant leaves the kept one as it is', () => {
    const grants: GrantResult[] = [
      TOKEN,
      { kind: 'binding', adapter: 'aad', uuid: 'u1' },
      { kind: 'tenantChoice', ticket: 't1' },
      { kind: 'chainStep', handover: HANDOVER },
    ];
    for (const grant of grants) {
      expect(stepForGrant(grant, { loginContext: SP })).toMatchObject({ loginContext: SP });
      expect(stepForGrant(grant)).not.toHaveProperty('loginContext');
    }
  });
});

describe('GrantResult', () => {
  it('refuses a token without its token or its adapter, and a kind it does not know', () => {
    expect(GrantResult.safeParse(TOKEN).success).toBe(true);
    expect(GrantResult.safeParse({ ...TOKEN, accessToken: '' }).success).toBe(false);
    expect(GrantResult.safeParse({ ...TOKEN, authType: '' }).success).toBe(false);
    expect(GrantResult.safeParse({ kind: 'binding', adapter: 'nowhere', uuid: 'u1' }).success).toBe(false);
    expect(GrantResult.safeParse({ kind: 'bind', adapter: 'aad', uuid: 'u1' }).success).toBe(false);
  });
});
