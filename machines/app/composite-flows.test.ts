import { FLOW_STEPS } from './flow-steps.gen';
import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../../schemas/spec-constants';
import { sampleTenant } from '../testing/sample-tenant';
import type { FlowContext } from '../shared/flow-entry';
import { FLOWS } from './flow-table';
import { afterSignIn } from '../sign-in/sign-in.steps';
import { locationOf } from './route-table';
import { type AppContext, resolveStep } from './step';

const SOURCE = {
  enterpriseAuthId: 'plugin_hr_demo',
  name: '人事系统',
  display: true,
  compositeAuthenticate: false,
  clientDevices: ['PC_BROWSER' as const],
};
const tenant = {
  ...sampleTenant,
  adapters: { ...sampleTenant.adapters!, list: [...sampleTenant.adapters!.list, SOURCE] },
};
const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 'demo_sp', application_key: 'k1' } };
const flowContext: FlowContext = {
  config: { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' },
  mobile: false,
  tenant,
  session: null,
  loginContext: SP,
};
const HANDOVER = {
  code: 'chain-code-1',
  first: true as const,
  enterpriseAuthId: ADAPTERS.password,
  step: { auth: true, done: false },
};

describe('composite flows', () => {
  it('goes on from a chain’s first step to `/compositeLogin`, for the login under way', () => {
    expect(afterSignIn({ kind: 'chainStep', handover: HANDOVER }, SP, undefined)).toEqual({
      to: 'compositeLogin',
      params: { handover: HANDOVER },
      loginContext: SP,
    });
  });

  it('hands the step’s answer to the chain, and keeps it out of the URL', () => {
    const params = FLOWS.compositeLogin.paramsOf({ handover: HANDOVER });
    expect(FLOW_STEPS.compositeLogin.inputOf(flowContext, params)).toEqual({
      sm2Key: tenant.sm2Key,
      clientId: tenant.preLogin.clientId,
      enterpriseId: tenant.enterprise?.enterpriseId ?? '',
      mobile: false,
      loginContext: SP,
      plugins: [SOURCE],
      handover: HANDOVER,
    });
    expect(FLOWS.compositeLogin.shownParams(params)).toEqual({});
  });

  it('has no hand-over on a reload (the machine reads the stored chain then), nor from one that is not one', () => {
    expect(FLOW_STEPS.compositeLogin.inputOf(flowContext, {})).toMatchObject({ handover: null });
    const bad = FLOWS.compositeLogin.paramsOf({ handover: { step: { auth: 'yes' } } });
    expect(FLOW_STEPS.compositeLogin.inputOf(flowContext, bad)).toMatchObject({ handover: null });
  });

  it('signs in through the chain’s adapter, leaves for a plugin step, or returns to the login', () => {
    const step = (output: unknown) => FLOW_STEPS.compositeLogin.stepAfter(output, flowContext, {});
    expect(step({ kind: 'token', accessToken: 'tok', authType: ADAPTERS.password })).toEqual({
      to: 'postLogin',
      params: {},
      session: { accessToken: 'tok', authType: ADAPTERS.password },
    });
    expect(step({ kind: 'plugin', pluginId: 'plugin_hr_demo', chainCode: 'chain-code-1' })).toEqual({
      to: 'adapterLogin',
      params: { adapter: 'plugin', pluginId: 'plugin_hr_demo', chainCode: 'chain-code-1', ...SP.spData },
    });
    expect(step({ kind: 'back' })).toEqual({ to: 'signIn', params: SP.spData });
    expect(step({ kind: 'token', accessToken: 'tok' })).toBeNull();
  });

  it('leaves for a plugin step with the chain’s code, which reaches the trace’s start and never the URL', () => {
    const app: AppContext = {
      ...flowContext,
      fallback: null,
      desktopKey: null,
      location: locationOf('compositeLogin'),
      activity: { kind: 'page' },
      step: null,
      steps: null,
    };
    const leave = { kind: 'plugin', pluginId: 'plugin_hr_demo', chainCode: 'chain-code-1' };
    const { context } = resolveStep(app, FLOW_STEPS.compositeLogin.stepAfter(leave, flowContext, {})!);
    expect(context.location).toEqual(
      locationOf('adapterLogin', { adapter: 'plugin', pluginId: 'plugin_hr_demo', ...SP.spData }),
    );
    expect(context.location.search).not.toHaveProperty('chainCode');
    expect(context.loginContext).toEqual(SP);
    if (context.activity.kind !== 'flow') throw new Error('no flow under way');
    expect(FLOW_STEPS.adapterLogin.inputOf(flowContext, context.activity.params)).toMatchObject({
      kind: 'plugin',
      pluginId: 'plugin_hr_demo',
      sourceName: '人事系统',
      grant: { kind: 'chainStep', code: 'chain-code-1', first: false },
    });
  });
});
