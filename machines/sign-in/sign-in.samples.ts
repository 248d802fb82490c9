import { ADAPTERS } from '../../schemas/spec-constants';
import type { FlowSamples } from '../shared/flow-samples';

/** A chain's first step, passed: the chain goes on at `/compositeLogin`. */
const CHAIN_HANDOVER = {
  first: true,
  code: 'chain-code-1',
  enterpriseAuthId: ADAPTERS.password,
  step: {
    auth: true,
    done: false,
    userInfo: { username: 'demo', displayName: 'Demo' },
    nextAuth: { type: 'login', authType: ADAPTERS.mobilePhoneToken, step: 2, steps: 2 },
  },
};

export const SIGN_IN_SAMPLES: FlowSamples = {
  outputs: {
    signIn: [
      { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password },
      // Signed in across tenants, to `demo-branch`.
      { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password, enterpriseId: 'demo-branch' },
      { kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' },
      { kind: 'chainStep', handover: CHAIN_HANDOVER },
      { kind: 'noSecurityAuth' },
      { kind: 'reboot' },
      { kind: 'plainLogin' },
    ],
    applicationTwoFactor: [
      { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password },
      { kind: 'applicationCode' },
    ],
  },
  routes: [
    { path: '/login' },
    { path: '/login', search: { sp_code: 'sp1', application_key: 'app1' } },
    // A desktop client's application (SPEC 2: its key holds the plugin user marker).
    { path: '/login', search: { sp_code: 'sdp', application_key: 'desk_plugin_sdp_user_1' } },
    { path: '/applicationTwoFactor', search: { purchaseId: 'p1', state: 'st1', username: 'demo' } },
  ],
};
