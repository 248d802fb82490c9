import { FLOW_STEPS } from './flow-steps.gen';
import { describe, expect, it } from 'vitest';
import { ADAPTERS } from '../../schemas/spec-constants';
import { sampleTenant as tenant } from '../testing/sample-tenant';
import type { FlowContext } from '../shared/flow-entry';
import { FLOWS } from './flow-table';
import { locationOf } from './route-table';
import { type AppContext, resolveStep } from './step';
import { LINK_INVALID } from '../shared/notice';

const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 's', application_key: 'k' } };
const flowContext: FlowContext = {
  config: { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' },
  mobile: false,
  tenant,
  session: null,
  loginContext: SP,
};
const app: AppContext = {
  ...flowContext,
  fallback: null,
  desktopKey: null,
  location: locationOf('signIn'),
  activity: { kind: 'page' },
  step: null,
  steps: null,
};
const ANSWER = { code: 'c1', state: 's1', iss: 'http://idp/oidc' };

describe('third-party flows', () => {
  it('keep the callback answer for the flow, and none of it in the URL', () => {
    const { context } = resolveStep(app, { to: 'aadCallback', params: ANSWER });
    expect(context.location).toEqual(locationOf('aadCallback'));
    expect(context.activity).toEqual({ kind: 'flow', flow: 'aadCallback', params: ANSWER });
    expect(FLOW_STEPS.aadCallback.inputOf(flowContext, ANSWER)).toMatchObject({
      kind: 'aad',
      code: 'c1',
      state: 's1',
      iss: 'http://idp/oidc',
      providerError: null,
    });
  });

  it('sign in through post-login with the source as the way in, or open the binding, or go back', () => {
    expect(FLOW_STEPS.ddtalkCallback.stepAfter({ kind: 'token', accessToken: 't' }, flowContext, {})).toEqual(
      {
        to: 'postLogin',
        params: {},
        session: { accessToken: 't', authType: ADAPTERS.dingtalk },
      },
    );
    expect(
      FLOW_STEPS.ddtalkCallback.stepAfter({ kind: 'bind', adapter: 'ddtalk', uuid: 'u' }, flowContext, {}),
    ).toEqual({ to: 'adapterBind', params: { adapter: 'ddtalk', uuid: 'u' } });
    expect(FLOW_STEPS.ddtalkCallback.stepAfter({ kind: 'back' }, flowContext, {})).toEqual({
      to: 'signIn',
      params: SP.spData,
    });
  });

  it('start a source for the login the link names, and refuse a source the page does not know', () => {
    expect(FLOWS.adapterLogin.loginContextOf({ adapter: 'wechat', ...SP.spData })).toEqual(SP);
    expect(FLOWS.adapterLogin.redirect(flowContext, { adapter: 'nonsense' })).toEqual({
      to: 'signIn',
      params: SP.spData,
      notice: LINK_INVALID,
    });
  });
});
