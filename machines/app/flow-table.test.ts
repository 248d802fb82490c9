import { FLOW_STEPS } from './flow-steps.gen';
import { describe, expect, it } from 'vitest';
import { EnterpriseSelectSearch } from '../../schemas/route-search.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import { sampleTenant as tenant } from '../testing/sample-tenant';
import type { FlowContext } from '../shared/flow-entry';
import { FLOWS, FLOW_IDS, signInStep } from './flow-table';

const context = (over: Partial<FlowContext> = {}): FlowContext => ({
  config: { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' },
  mobile: false,
  tenant,
  session: null,
  loginContext: { type: 'IDAAS' },
  ...over,
});

describe('flow table', () => {
  it.each(FLOW_IDS)('%s takes empty parameters and drops bad ones', (id) => {
    expect(() => FLOWS[id].paramsOf({})).not.toThrow();
    expect(FLOWS[id].paramsOf('not an object')).toEqual(FLOWS[id].paramsOf({}));
  });

  it('reads no step from an output that is not the flow’s', () => {
    expect(FLOW_STEPS.postLogin.stepAfter({ kind: 'nonsense' }, context(), {})).toBeNull();
    expect(FLOW_STEPS.signIn.stepAfter({ kind: 'token', accessToken: '' }, context(), {})).toBeNull();
  });

  it('holds Back on the forced password change, whose way out is signing out', () => {
    expect(FLOWS.modifyPassword.holdsBack).toBe(true);
    expect(FLOW_STEPS.modifyPassword.stepAfter({ kind: 'left' }, context(), {})).toEqual({
      to: 'logout',
      params: {},
    });
  });

  it('returns a changed password to the login, which says so, unless the tenant lets the login go on', () => {
    expect(
      FLOW_STEPS.modifyPassword.stepAfter({ kind: 'changed', continueLogin: false }, context(), {}),
    ).toEqual({
      to: 'signIn',
      params: {},
      session: null,
      notice: { key: 'modifyPassword.changed', success: true },
    });
    expect(
      FLOW_STEPS.modifyPassword.stepAfter({ kind: 'changed', continueLogin: true }, context(), {}),
    ).toEqual({
      to: 'postLogin',
      params: {},
    });
  });

  it('returns to the login of the login under way', () => {
    expect(signInStep({ type: 'IDAAS' })).toEqual({ to: 'signIn', params: {} });
    expect(signInStep({ type: 'IDAAS_SP', spData: { sp_code: 's', application_key: 'k' } })).toEqual({
      to: 'signIn',
      params: { sp_code: 's', application_key: 'k' },
    });
    expect(
      signInStep({
        type: 'APPLICATION_TWOFACTOR',
        applicationData: { purchaseId: 'p', state: 's', username: 'u' },
      }),
    ).toEqual({ to: 'applicationTwoFactor', params: { purchaseId: 'p', state: 's', username: 'u' } });
  });

  it('carries the login URL’s otherParams to the post-login flow', () => {
    const step = FLOW_STEPS.signIn.stepAfter(
      { kind: 'token', accessToken: 't', authType: ADAPTERS.password },
      context(),
      { otherParams: 'a=1' },
    );
    expect(step).toMatchObject({ to: 'postLogin', params: { loginParams: 'a=1' } });
  });

  it('takes a tenant choice to its page and on to post-login, the login’s otherParams carried through', () => {
    const ticket = 'tkt_0123456789abcdefghij';
    expect(
      FLOW_STEPS.signIn.stepAfter({ kind: 'tenantChoice', ticket }, context(), { otherParams: 'a=1' }),
    ).toEqual({
      to: 'enterpriseSelect',
      params: { ticket, otherParams: 'a=1' },
      loginContext: { type: 'IDAAS' },
    });
    const chosen = FLOW_STEPS.enterpriseSelect.stepAfter(
      { kind: 'token', accessToken: 't', enterpriseId: 'b' },
      context(),
      {
        ticket,
        otherParams: 'a=1',
      },
    );
    expect(chosen).toMatchObject({
      to: 'postLogin',
      params: { loginParams: 'a=1' },
      session: { accessToken: 't', authType: ADAPTERS.password, enterpriseId: 'b' },
    });
    expect(
      FLOW_STEPS.enterpriseSelect.stepAfter({ kind: 'back', expired: true }, context(), { ticket }),
    ).toEqual({
      to: 'signIn',
      params: {},
      notice: { key: 'link.invalid' },
    });
    // No ticket, or one that cannot be (the route's parse drops `ticket=bogus`): the link is said to be invalid.
    const bogus = EnterpriseSelectSearch.parse({ ticket: 'bogus' });
    expect(FLOWS.enterpriseSelect.redirect(context(), bogus)).toEqual({
      to: 'signIn',
      params: {},
      notice: { key: 'link.invalid' },
    });
  });

  it('takes a source’s binding from the login to the binding page, the login under way kept', () => {
    const sp = { type: 'IDAAS_SP' as const, spData: { sp_code: 's', application_key: 'k' } };
    const step = FLOW_STEPS.signIn.stepAfter({ kind: 'binding', adapter: 'alilang', uuid: 'u1' }, context(), {
      sp_code: 's',
      application_key: 'k',
    });
    expect(step).toEqual({
      to: 'adapterBind',
      params: { adapter: 'alilang', uuid: 'u1' },
      loginContext: sp,
    });
  });

  it('keeps the session when logout revokes only an older token', () => {
    expect(
      FLOW_STEPS.logout.stepAfter({ kind: 'login' }, context(), { oldAccessToken: 'old' }),
    ).not.toHaveProperty('session');
    expect(FLOW_STEPS.logout.stepAfter({ kind: 'login' }, context(), {})).toMatchObject({ session: null });
  });

  it('sends a visitor without a session from the second factor to the login under way, and lets a session in', () => {
    expect(FLOWS.secondFactor.redirect(context(), {})).toEqual({ to: 'signIn', params: {} });
    const provider = { type: 'IDAAS_SP' as const, spData: { sp_code: 's', application_key: 'k' } };
    expect(FLOWS.secondFactor.redirect(context({ loginContext: provider }), {})).toEqual({
      to: 'signIn',
      params: provider.spData,
    });
    const session = { accessToken: 't', authType: ADAPTERS.password };
    expect(FLOWS.secondFactor.redirect(context({ session }), {})).toBeNull();
  });

  describe('login access', () => {
    const app = { sp_code: 's', application_key: 'k' };
    const provider = { type: 'IDAAS_SP', spData: app };
    const session = { accessToken: 't', authType: null };

    it("sends a visitor without a session to that application's login, and a link naming none to the plain one", () => {
      expect(FLOWS.loginAccess.redirect(context(), app)).toEqual({ to: 'signIn', params: app });
      expect(FLOWS.loginAccess.redirect(context({ session }), { sp_code: 's' })).toEqual({
        to: 'signIn',
        params: {},
      });
      expect(FLOWS.loginAccess.redirect(context({ session }), app)).toBeNull();
    });

    it("goes on as the provider's login: the second factor first, or straight to post-login", () => {
      expect(
        FLOW_STEPS.loginAccess.stepAfter({ kind: 'secondAuth' }, context({ session }), app),
      ).toMatchObject({
        to: 'secondFactor',
        params: { SP_login: 'true' },
        loginContext: provider,
      });
      expect(FLOW_STEPS.loginAccess.stepAfter({ kind: 'enter' }, context({ session }), app)).toEqual({
        to: 'postLogin',
        params: { secondFactorPassed: true },
        loginContext: provider,
      });
      expect(FLOW_STEPS.loginAccess.stepAfter({ kind: 'noPermission' }, context({ session }), app)).toEqual({
        to: 'applicationNoPermission',
      });
      expect(FLOW_STEPS.loginAccess.stepAfter({ kind: 'back' }, context({ session }), app)).toEqual({
        to: 'back',
      });
    });
  });

  describe('register', () => {
    const open = context({ tenant: { ...tenant, systemSetting: { allowRegister: true } } });
    const provider = { sp_code: 's', application_key: 'k' };

    it('sends a visitor of a tenant that takes no registrations to its login, saying so', () => {
      expect(FLOWS.register.redirect(context(), {})).toEqual({
        to: 'signIn',
        params: {},
        notice: { key: 'register.closed' },
      });
      expect(FLOWS.register.redirect(open, {})).toBeNull();
    });

    it('signs a registered account in through post-login, for the provider the page was opened for', () => {
      expect(FLOWS.register.loginContextOf(provider)).toEqual({ type: 'IDAAS_SP', spData: provider });
      expect(
        FLOW_STEPS.register.stepAfter({ kind: 'registered', accessToken: 'new' }, open, provider),
      ).toEqual({
        to: 'postLogin',
        params: {},
        session: { accessToken: 'new', authType: ADAPTERS.password },
      });
    });

    it('goes back to the login while the account waits for approval, keeping no session', () => {
      expect(FLOW_STEPS.register.stepAfter({ kind: 'pending' }, open, {})).toEqual({
        to: 'signIn',
        params: {},
      });
    });
  });
});
