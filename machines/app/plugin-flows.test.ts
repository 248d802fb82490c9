import { FLOW_STEPS } from './flow-steps.gen';
import { describe, expect, it } from 'vitest';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { PLUGIN_LOGIN_TYPE } from '../../schemas/plugin-login.schema';
import { FLOWS } from './flow-table';
import { LINK_INVALID } from '../shared/notice';
import { sampleTenant } from '../testing/sample-tenant';
import type { FlowContext } from '../shared/flow-entry';

const SOURCE = {
  enterpriseAuthId: 'plugin_hr_demo',
  name: '人事系统',
  display: true,
  compositeAuthenticate: false,
};
const tenant = {
  ...sampleTenant,
  adapters: {
    ...sampleTenant.adapters!,
    list: [
      ...sampleTenant.adapters!.list,
      { ...SOURCE, clientDevices: ['PC_BROWSER' as const] },
      {
        ...SOURCE,
        enterpriseAuthId: 'plugin_hidden',
        display: false,
        clientDevices: ['PC_BROWSER' as const],
      },
    ],
  },
};
const flowContext: FlowContext = {
  config: { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' },
  mobile: false,
  tenant,
  session: null,
  loginContext: { type: 'IDAAS' },
};
const enterpriseId = tenant.enterprise?.enterpriseId ?? '';

describe('plugin flows', () => {
  it('reads the plugin’s answer from the URL, which keeps none of it', () => {
    const params = FLOWS.pluginCallback.params.parse({ traceId: 't1', authCode: 'a1' });
    expect(FLOW_STEPS.pluginCallback.inputOf(flowContext, params)).toEqual({
      traceId: 't1',
      authCode: 'a1',
      enterpriseId,
    });
    expect(FLOWS.pluginCallback.urlParams?.(params)).toEqual({});
  });

  it('signs in through the plugins’ login type, binds by the trace, and asks for the fields the source requires', () => {
    expect(
      FLOW_STEPS.pluginCallback.stepAfter({ kind: 'token', accessToken: 'tok' }, flowContext, {}),
    ).toMatchObject({
      to: 'postLogin',
      session: { accessToken: 'tok', authType: PLUGIN_LOGIN_TYPE },
    });
    expect(
      FLOW_STEPS.pluginCallback.stepAfter({ kind: 'bind', traceId: 't1' }, flowContext, {}),
    ).toMatchObject({
      to: 'pluginBind',
      params: { traceId: 't1' },
    });
    expect(
      FLOW_STEPS.pluginCallback.stepAfter({ kind: 'complement', traceId: 't1' }, flowContext, {}),
    ).toMatchObject({ to: 'pluginComplement', params: { traceId: 't1' } });
  });

  it('hands a chain’s step, passed or refused, back to the chain at `/compositeLogin`, none of it in the URL', () => {
    for (const step of [
      { auth: true, done: true, userInfo: { username: 'demo', displayName: 'Demo' }, nextAuth: null },
      { auth: false, done: false, message: COMPOSITE_REFUSALS.notLinked },
    ]) {
      const handover = { step };
      const next = FLOW_STEPS.pluginCallback.stepAfter({ kind: 'composite', handover }, flowContext, {});
      expect(next).toEqual({ to: 'compositeLogin', params: { handover } });
      // The chain's page takes it as it came, with no code: the stored entry's is the chain's.
      expect(FLOW_STEPS.compositeLogin.inputOf(flowContext, next?.params)).toMatchObject({ handover });
      expect(FLOWS.compositeLogin.shownParams(next?.params)).toEqual({});
    }
    // A hand-over the chain's schema refuses is a bug: the app recovers at the login.
    const broken = { kind: 'composite', handover: { step: { auth: 'yes' } } };
    expect(FLOW_STEPS.pluginCallback.stepAfter(broken, flowContext, {})).toBeNull();
  });

  it('starts a chain’s plugin step with its code, which the URL never shows; a plain start has none', () => {
    const chained = { adapter: 'plugin', pluginId: 'plugin_hr_demo', chainCode: 'chain-code-1' } as const;
    const PLAIN = { grant: { kind: 'plain' } };
    expect(FLOW_STEPS.adapterLogin.inputOf(flowContext, chained)).toMatchObject({
      grant: { kind: 'chainStep', code: 'chain-code-1', first: false },
    });
    expect(FLOWS.adapterLogin.shownParams(chained)).toEqual({
      adapter: 'plugin',
      pluginId: 'plugin_hr_demo',
    });
    const sp = { adapter: 'plugin', pluginId: 'plugin_hr_demo', sp_code: 's', application_key: 'k' } as const;
    expect(FLOWS.adapterLogin.shownParams({ ...sp, chainCode: 'chain-code-1' })).toEqual(sp);
    expect(FLOW_STEPS.adapterLogin.inputOf(flowContext, sp)).toMatchObject(PLAIN);
    // Only a plugin source is a chain's step that leaves the page.
    expect(
      FLOW_STEPS.adapterLogin.inputOf(flowContext, { adapter: 'aad', chainCode: 'chain-code-1' }),
    ).toMatchObject({ kind: 'aad', ...PLAIN });
    // A malformed code is dropped, the rest of the start kept.
    expect(FLOW_STEPS.adapterLogin.inputOf(flowContext, { ...chained, chainCode: 'a b' })).toMatchObject({
      pluginId: 'plugin_hr_demo',
      ...PLAIN,
    });
  });

  it('from its own button, a source whose entry starts a chain is the chain’s first step, which starts it', () => {
    const starting = {
      ...flowContext,
      tenant: {
        ...tenant,
        adapters: {
          ...tenant.adapters,
          list: tenant.adapters.list.map((adapter) =>
            adapter.enterpriseAuthId === SOURCE.enterpriseAuthId
              ? { ...adapter, compositeAuthenticate: true }
              : adapter,
          ),
        },
      },
    };
    const own = { adapter: 'plugin', pluginId: SOURCE.enterpriseAuthId } as const;
    expect(FLOW_STEPS.adapterLogin.inputOf(starting, own)).toMatchObject({ grant: { kind: 'chainStart' } });
    expect(FLOW_STEPS.adapterLogin.inputOf(flowContext, own)).toMatchObject({ grant: { kind: 'plain' } });
    // Opened by the chain's page with its code, it is a later step of that chain.
    expect(FLOW_STEPS.adapterLogin.inputOf(starting, { ...own, chainCode: 'c1' })).toMatchObject({
      grant: { kind: 'chainStep', code: 'c1', first: false },
    });
  });

  it('starts a plugin source the tenant shows on this device, named as the tenant names it, and no other', () => {
    const start = { adapter: 'plugin', pluginId: 'plugin_hr_demo' } as const;
    expect(FLOWS.adapterLogin.redirect(flowContext, start)).toBeNull();
    expect(FLOW_STEPS.adapterLogin.inputOf(flowContext, start)).toMatchObject({
      kind: 'plugin',
      pluginId: 'plugin_hr_demo',
      sourceName: '人事系统',
    });
    for (const pluginId of ['plugin_hidden', 'plugin_unknown', undefined]) {
      expect(FLOWS.adapterLogin.redirect(flowContext, { adapter: 'plugin', pluginId })).toMatchObject({
        to: 'signIn',
        notice: LINK_INVALID,
      });
    }
    expect(FLOWS.adapterLogin.redirect({ ...flowContext, mobile: true }, start)).toMatchObject({
      notice: LINK_INVALID,
    });
  });
});
