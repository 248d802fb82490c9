import { describe, expect, it } from 'vitest';
import { PLUGIN_LOGIN_TYPE } from '../../schemas/plugin-sources';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { FlowContext } from '../shared/flow-entry';
import { LINK_INVALID } from '../shared/notice';
import { sampleTenant } from '../testing/sample-tenant';
import { BIND_FLOWS } from './bind.entry';
import { BIND_STEPS } from './bind.steps';

const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 's', application_key: 'k' } };
const takingRegistrations = (allowRegister: boolean) => ({
  ...sampleTenant,
  systemSetting: { ...sampleTenant.systemSetting!, allowRegister },
});
const flowContext: FlowContext = {
  config: { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' },
  mobile: false,
  tenant: takingRegistrations(true),
  session: null,
  loginContext: SP,
};
const closed: FlowContext = { ...flowContext, tenant: takingRegistrations(false) };
const enterpriseId = sampleTenant.enterprise?.enterpriseId ?? '';

describe('a third-party account’s binding (/adapterBind)', () => {
  it('needs the source the link names', () => {
    expect(BIND_FLOWS.adapterBind.redirect(flowContext, { uuid: 'u' })).toMatchObject({
      to: 'signIn',
      notice: LINK_INVALID,
    });
    expect(BIND_FLOWS.adapterBind.redirect(flowContext, { adapter: 'aad', uuid: 'u' })).toBeNull();
  });

  it('binds with the password form of the local account, whose token (the source’s) goes through post-login', () => {
    expect(BIND_STEPS.adapterBind.inputOf(flowContext, { adapter: 'aad', uuid: 'u' })).toMatchObject({
      source: { kind: 'aad', uuid: 'u' },
      login: { enterpriseAuthId: ADAPTERS.aad, sm2Key: sampleTenant.sm2Key, presetUsername: null },
      allowRegister: true,
      opensOn: 'signIn',
    });
    expect(BIND_STEPS.adapterBind.inputOf(closed, { adapter: 'aad', uuid: 'u' })).toMatchObject({
      allowRegister: false,
    });
    expect(
      BIND_STEPS.adapterBind.stepAfter({ kind: 'token', accessToken: 't' }, flowContext, {
        adapter: 'aad',
        uuid: 'u',
      }),
    ).toEqual({
      to: 'postLogin',
      params: {},
      session: { accessToken: 't', authType: ADAPTERS.aad },
      loginContext: SP,
    });
    expect(BIND_STEPS.adapterBind.stepAfter({ kind: 'back' }, flowContext, {})).toEqual({
      to: 'signIn',
      params: SP.spData,
    });
  });

  it('after WeCom’s query signed in, goes on to the application the server confirms, else to the portal', () => {
    const after = (applicationUuid: string | null, context: FlowContext = flowContext) =>
      BIND_STEPS.adapterBind.stepAfter({ kind: 'token', accessToken: 't', applicationUuid }, context, {
        adapter: 'wechatenterprise',
        uuid: 'u',
      });
    expect(after('app-demo-sp')).toEqual({
      to: 'postLogin',
      params: {},
      session: { accessToken: 't', authType: ADAPTERS.wechatEnterprise },
      loginContext: SP,
    });
    // The server names no application: the provider's context in storage is not this sign-in's.
    expect(after(null)).toMatchObject({ to: 'postLogin', loginContext: { type: 'IDAAS' } });
    expect(after(null, { ...flowContext, loginContext: { type: 'IDAAS' } })).toMatchObject({
      loginContext: { type: 'IDAAS' },
    });
  });
});

describe('a plugin’s person’s binding (/pluginAdapterBind, /pluginAdapterRegister)', () => {
  it('binds with the password login in the page’s tenant, then signs in through the plugin type', () => {
    expect(BIND_STEPS.pluginBind.inputOf(flowContext, { traceId: 't1' })).toMatchObject({
      source: { kind: 'plugin', traceId: 't1' },
      login: { enterpriseAuthId: PLUGIN_LOGIN_TYPE, enterpriseId },
      opensOn: 'signIn',
    });
    expect(
      BIND_STEPS.pluginBind.stepAfter({ kind: 'token', accessToken: 'tok' }, flowContext, { traceId: 't1' }),
    ).toMatchObject({ to: 'postLogin', session: { accessToken: 'tok', authType: PLUGIN_LOGIN_TYPE } });
    expect(BIND_STEPS.pluginBind.stepAfter({ kind: 'back' }, flowContext, {})).toMatchObject({
      to: 'signIn',
    });
  });

  it('opens on the registration where the tenant takes registrations, else on the binding', () => {
    expect(BIND_FLOWS.pluginRegister.redirect(flowContext, { traceId: 't1' })).toBeNull();
    expect(BIND_FLOWS.pluginRegister.redirect(closed, { traceId: 't1' })).toEqual({
      to: 'pluginBind',
      params: { traceId: 't1' },
    });
    expect(BIND_STEPS.pluginRegister.inputOf(flowContext, { traceId: 't1' })).toMatchObject({
      source: { kind: 'plugin', traceId: 't1' },
      allowRegister: true,
      opensOn: 'register',
    });
    expect(
      BIND_STEPS.pluginRegister.stepAfter({ kind: 'token', accessToken: 'tok' }, flowContext, {}),
    ).toMatchObject({ to: 'postLogin', session: { accessToken: 'tok', authType: PLUGIN_LOGIN_TYPE } });
  });

  it('takes no output that is not a binding’s', () => {
    expect(BIND_STEPS.pluginBind.stepAfter({ kind: 'register', traceId: 't1' }, flowContext, {})).toBeNull();
  });
});
